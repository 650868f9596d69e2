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
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import '../../styles/api-reference.css';

interface ApiFrontMatter {
  readonly api?: ApiOperation;
  readonly info_path?: string;
}

export default function ApiItem(props: Props): ReactNode {
  const MDXComponent = props.content;
  const {metadata} = MDXComponent;
  const {api, info_path: infoPath} = MDXComponent.frontMatter as ApiFrontMatter;
  const startPage = metadata.source.endsWith('.info.mdx');
  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${metadata.id}`}>
        <DocItemMetadata />
        <Layout>
          {api ? (
            <div className="row theme-api-markdown">
              <div className="col col--7 openapi-left-panel__container">
                <StaticContent api={api}>
                  <MDXComponent />
                </StaticContent>
                <DocumentLinks />
              </div>
              <div className="col col--5 openapi-right-panel__container">
                <RequestPanel api={api} infoPath={infoPath} />
              </div>
            </div>
          ) : (
            <div className="row">
              <div className="col col--12 markdown">
                <MDXComponent />
                {startPage && <DocumentLinks />}
              </div>
            </div>
          )}
        </Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
