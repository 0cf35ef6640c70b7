import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './process-carousel.plan';

describeMachinePaths(plan);
