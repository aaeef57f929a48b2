// The Helping tab (issue 28): requests from people who chose you as their helper. Web/js/helpers.js.
export { renderHelping as render } from '../helpers.js';
