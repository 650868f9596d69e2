// Replaced: the openapi theme's ApiItem, which builds the request panel's store and loads every API component with the page: here the page is HTML that reads without script, and its content's code and the request panel load when the reader reaches for them (../../client).
import type {ReactNode} from 'react';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import Layout from '@theme/ApiItem/Layout';
import DocumentLinks from '../../client/DocumentLinks';
import RequestPanel from '../../client/RequestPanel';
import StaticContent from '../../client/static-content';
import type {ApiOperation} from '../../client/store';
import '@openapi-theme/stylesheet'; // The openapi theme's stylesheet (an alias ../../index.ts sets).
import '../../styles/api-reference.css';

export default function ApiItem({content: MDXComponent}: Props): ReactNode {
  const {metadata, frontMatter} = MDXComponent;
  const {api, info_path: infoPath} = frontMatter as {api?: ApiOperation; info_path?: string};
  return (
    <DocProvider content={MDXComponent}>
      <HtmlClassNameProvider className={`docs-doc-id-${metadata.id}`}>
        <DocItemMetadata />
        <Layout>
          <div className={api ? 'row theme-api-markdown' : 'row'}>
            <div className={api ? 'col col--7 openapi-left-panel__container' : 'col col--12 markdown'}>
              {api ? (
                <StaticContent api={api}>
                  <MDXComponent />
                </StaticContent>
              ) : (
                <MDXComponent />
              )}
              {(api || metadata.source.endsWith('.info.mdx')) && <DocumentLinks />}
            </div>
            {api && (
              <div className="col col--5 openapi-right-panel__container">
                <RequestPanel api={api} infoPath={infoPath} />
              </div>
            )}
          </div>
        </Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
