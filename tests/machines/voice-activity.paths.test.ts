import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './voice-activity.plan';

describeMachinePaths(plan);
