import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './session.plan';

describeMachinePaths(plan);
