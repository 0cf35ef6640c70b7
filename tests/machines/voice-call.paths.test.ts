import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './voice-call.plan';

describeMachinePaths(plan);
