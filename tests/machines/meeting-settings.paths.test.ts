import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './meeting-settings.plan';

describeMachinePaths(plan);
