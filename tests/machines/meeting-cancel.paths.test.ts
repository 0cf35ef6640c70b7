import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './meeting-cancel.plan';

describeMachinePaths(plan);
