import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './login.plan';

describeMachinePaths(plan);
