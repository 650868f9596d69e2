// Replaced by nothing: the openapi theme summarises the operation's security scheme under an <h4> that breaks the page's heading order, and the key field's help (../Authorization) says what a reader needs: which key, where to get one, where it goes.
export default function SecuritySchemes(): null {
  return null;
}
