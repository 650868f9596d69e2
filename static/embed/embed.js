/*
 * Vidcove script embed loader (the help centre's copy of https://play.vidcove.com/embed.js).
 *
 * Turns every placeholder like
 *   <div data-vidcove-media="k7d2m9x4qp" data-start="30" data-captions="en"></div>
 * into a player iframe. Options are data attributes named after the embed URL's query parameters
 * (data-start, data-autoplay, data-muted, data-loop, data-captions, data-player); data-title names
 * the iframe for screen readers; data-width and data-height give a fixed size instead of the
 * default responsive 16:9 frame. Each new iframe is announced with a `vidcove:embed` event on its
 * placeholder (it bubbles), whose `detail.iframe` can be handed to Player.js.
 *
 * Pages that add placeholders later call window.vidcoveEmbed.scan().
 * This copy points the iframes at the reference player (/embed/player/) beside it; the production
 * loader points them at https://play.vidcove.com/embed/{mediaId}.
 */
(() => {
  'use strict';

  const MEDIA_ID = /^[a-z0-9]{10}$/;
  const PARAMS = ['start', 'autoplay', 'muted', 'loop', 'captions', 'player'];
  const script = document.currentScript;
  const base = script && script.src ? script.src : window.location.href;

  function playerUrl(mediaId, placeholder) {
    const url = new URL('player/', base);
    url.searchParams.set('media', mediaId);
    for (const name of PARAMS) {
      const value = placeholder.getAttribute(`data-${name}`);
      if (value !== null && value !== '') url.searchParams.set(name, value);
    }
    return url.href;
  }

  function pixels(value) {
    return /^\d{2,4}$/.test(value || '') ? Number(value) : null;
  }

  function showProblem(placeholder, text) {
    const note = document.createElement('p');
    note.className = 'vidcove-embed-problem';
    note.textContent = `Vidcove embed: ${text}`;
    placeholder.replaceChildren(note);
    console.warn(`Vidcove embed: ${text}`);
  }

  function embed(placeholder) {
    const mediaId = (placeholder.getAttribute('data-vidcove-media') || '').trim();
    placeholder.setAttribute('data-vidcove-state', 'embedded');
    if (!MEDIA_ID.test(mediaId)) {
      placeholder.setAttribute('data-vidcove-state', 'invalid');
      showProblem(
        placeholder,
        `"${mediaId}" is not a media ID. A media ID is 10 lowercase letters and digits, such as k7d2m9x4qp.`,
      );
      return;
    }

    const iframe = document.createElement('iframe');
    iframe.src = playerUrl(mediaId, placeholder);
    iframe.title = placeholder.getAttribute('data-title') || 'Vidcove video player';
    iframe.allow = 'autoplay; fullscreen; picture-in-picture';
    iframe.allowFullscreen = true;
    iframe.style.border = '0';

    const width = pixels(placeholder.getAttribute('data-width'));
    const height = pixels(placeholder.getAttribute('data-height'));
    if (width && height) {
      iframe.width = String(width);
      iframe.height = String(height);
      iframe.style.maxWidth = '100%';
    } else {
      iframe.style.display = 'block';
      iframe.style.width = '100%';
      iframe.style.height = 'auto';
      iframe.style.aspectRatio = '16 / 9';
    }

    placeholder.replaceChildren(iframe);
    placeholder.dispatchEvent(new CustomEvent('vidcove:embed', {bubbles: true, detail: {iframe, mediaId}}));
  }

  /** Embeds every placeholder that has not been embedded yet. */
  function scan(root) {
    const scope = root || document;
    for (const placeholder of scope.querySelectorAll('[data-vidcove-media]:not([data-vidcove-state])')) {
      embed(placeholder);
    }
  }

  window.vidcoveEmbed = {scan};
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => scan());
  else scan();
})();
