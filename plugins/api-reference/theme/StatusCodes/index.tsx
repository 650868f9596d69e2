// Renders on the server, and in the browser once the reader reaches for the page's content: its code loads then (../../client/static-content.tsx).
import {deferred} from '../../client/static-content';

export default deferred('StatusCodes');
