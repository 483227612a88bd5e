// The host's server never renders this page (only a signed-in buyer may open it, and who is signed
// in is known in the browser alone): the build needs every exposed page here, so it is listed.
export { default } from '../exposed/my-requirement';
