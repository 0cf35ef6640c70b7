import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './lead-calls.plan';

describeMachinePaths(plan);
