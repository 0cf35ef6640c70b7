import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './count-up.plan';

describeMachinePaths(plan);
