import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './lead-panel.plan';

describeMachinePaths(plan);
