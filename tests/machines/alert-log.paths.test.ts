import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './alert-log.plan';

describeMachinePaths(plan);
