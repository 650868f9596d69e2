/**
 * The navbar's search: our button (SearchButton.tsx), the backend loaded when search is first opened
 * (useSearchModal.ts), the failure box when search cannot be loaded, and DocSearch's modal (DocSearch.tsx,
 * Modal.tsx). The button's label is translated here: DocSearch's translations load with the modal.
 * It replaces @docusaurus/theme-search-algolia's SearchBar, which preconnects to Algolia on every page,
 * fixes its backend at build time and names its button apart from what the button shows.
 */
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import SearchLoadFailure from '../../client/SearchLoadFailure';
import {useDocSearchModal} from './DocSearch';
import SearchButton from './SearchButton';
import {useSearchModal} from './useSearchModal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

export default function SearchBar(): ReactNode {
  const search = useSearchModal();
  const modal = useDocSearchModal(search);
  const container = search.containerRef.current;
  return (
    <>
      {search.backend?.kind === 'algolia' && (
        <Head>
          <link rel="preconnect" href={`https://${search.settings.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        label={translate({id: 'theme.SearchBar.label', message: 'Search'})}
        onTouchStart={search.prefetch}
        onFocus={search.prefetch}
        onMouseOver={search.prefetch}
        onClick={search.open}
        ref={search.buttonRef}
      />
      {search.loadFailed &&
        container &&
        createPortal(<SearchLoadFailure onRetry={search.open} onClose={search.closeLoadFailure} />, container)}
      {modal}
    </>
  );
}
