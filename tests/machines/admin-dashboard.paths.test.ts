import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './admin-dashboard.plan';

describeMachinePaths(plan);
