import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './meeting-hours.plan';

describeMachinePaths(plan);
