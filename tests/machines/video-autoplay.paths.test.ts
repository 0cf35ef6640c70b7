import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './video-autoplay.plan';

describeMachinePaths(plan);
