import { describeMachinePaths } from '../support/describe-machine-paths';
import { plan } from './section-reveal.plan';

describeMachinePaths(plan);
