import type {ReactNode} from 'react';
import {product, tagline} from '@site/src/data/product';
import styles from './styles.module.css';

/**
 * The home page's opening band: what this site is, and a search box that works without
 * JavaScript (a plain GET form to the search results page).
 */
export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{product.name} Help Centre</h1>
        <p className={styles.tagline}>{tagline}</p>
        <form className={styles.search} action="/search" method="get" role="search">
          <label htmlFor="home-search" className={styles.label}>
            Search the help centre
          </label>
          <div className={styles.row}>
            <input
              id="home-search"
              className={styles.input}
              type="search"
              name="q"
              placeholder="For example: upload, captions, SSO"
              autoComplete="off"
              required
            />
            <button type="submit" className={styles.button}>
              Search
            </button>
          </div>
        </form>
      </div>
    </header>
  );
}
