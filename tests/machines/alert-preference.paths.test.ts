import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './alert-preference.plan';

describeMachinePaths(plan);
