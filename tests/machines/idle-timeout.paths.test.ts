import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './idle-timeout.plan';

describeMachinePaths(plan);
