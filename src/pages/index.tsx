import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import LatestReleases from '@theme/ReleaseNotes/LatestReleases';
import StatusSummary from '@theme/StatusSummary';
import WatchAndLearn from '@theme/WatchAndLearn';
import {videoSummary, walkthroughMedia} from '@site/plugins/videos/media';
import AreaCards from '@site/src/components/AreaCards';
import HomeHero from '@site/src/components/HomeHero';
import TaskList from '@site/src/components/TaskList';
import {contentAreas, popularTasks} from '@site/src/data/areas';
import {product, tagline} from '@site/src/data/product';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout title={product.siteTitle} description={tagline}>
      <HomeHero />
      <main className={styles.main}>
        <section aria-labelledby="browse" className={styles.section}>
          <h2 id="browse">Browse by topic</h2>
          <AreaCards areas={contentAreas} />
        </section>
        <section aria-labelledby="popular" className={styles.section}>
          <h2 id="popular">Popular tasks</h2>
          <TaskList tasks={popularTasks} />
        </section>
        <section aria-labelledby="watch-and-learn" className={styles.section}>
          <h2 id="watch-and-learn">Watch and learn</h2>
          <WatchAndLearn videos={walkthroughMedia.map(videoSummary)} />
        </section>
        <section aria-labelledby="latest-releases" className={styles.section}>
          <h2 id="latest-releases">Latest release notes</h2>
          <LatestReleases />
        </section>
        <section aria-labelledby="service-status" className={styles.section}>
          <h2 id="service-status">Service status</h2>
          <StatusSummary />
        </section>
      </main>
    </Layout>
  );
}
