import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './lead-export.plan';

describeMachinePaths(plan);
