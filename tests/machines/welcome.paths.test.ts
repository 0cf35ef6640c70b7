import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './welcome.plan';

describeMachinePaths(plan);
