/* checkpoint report: what report.js and recovery.js share. Reads the page's embedded data and its CSS
   colours, sets Chart.js's defaults, and builds axis titles. Runs after chart.umd.js and before both. */
(function () {
  'use strict';

  var style = getComputedStyle(document.documentElement);

  function css(name) {
    return style.getPropertyValue(name).trim();
  }

  /* Evenly spaced hues, darker on a light page and lighter on a dark one. */
  function colour(i, n, alpha) {
    var dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    var hue = Math.round((i * 360) / Math.max(n, 1) + 210) % 360;
    return 'hsla(' + hue + ', 70%, ' + (dark ? 65 : 40) + '%, ' + (alpha === undefined ? 1 : alpha) + ')';
  }

  function title(text) {
    return { display: true, text: text };
  }

  function axis(text) {
    return { title: title(text), ticks: { autoSkip: true } };
  }

  Chart.defaults.color = css('--muted');
  Chart.defaults.borderColor = css('--grid');
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false;

  window.checkpointReport = {
    data: JSON.parse(document.getElementById('report-data').textContent),
    css: css,
    colour: colour,
    title: title,
    axis: axis
  };
})();
