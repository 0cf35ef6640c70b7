import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './unmatched-reports.plan';

describeMachinePaths(plan);
