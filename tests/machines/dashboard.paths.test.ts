import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './dashboard.plan';

describeMachinePaths(plan);
