/* checkpoint report: the course index's charts across builds, each scenario's decided interval (stepped, left
   axis, 0 for no checkpoint) and measured p90 checkpoint duration (right axis, ms) in each build. Runs after
   charts.js, which reads the page's data and holds the shared helpers. */
(function () {
  'use strict';

  var report = window.checkpointReport;
  report.data.history.forEach(function (history) {
    var hasP90 = history.p90.some(function (value) { return value !== null; });
    var datasets = [{
      label: 'decided interval',
      data: history.intervals,
      yAxisID: 'y',
      stepped: true,
      borderColor: report.colour(0, 2),
      backgroundColor: report.colour(0, 2),
      borderWidth: 2
    }];
    if (hasP90) {
      datasets.push({
        label: 'measured p90 (ms)',
        data: history.p90,
        yAxisID: 'y1',
        borderColor: report.colour(1, 2),
        backgroundColor: report.colour(1, 2),
        borderDash: [6, 4],
        borderWidth: 2,
        spanGaps: true
      });
    }
    var interval = report.axis('decided interval (periods)');
    interval.beginAtZero = true;
    interval.ticks.precision = 0;
    /* the script draws the label it is given for no checkpoint: 0 on this axis */
    interval.ticks.callback = function (value) { return value === 0 ? 'none' : value; };
    var scales = { x: report.axis('build'), y: interval };
    if (hasP90) {
      scales.y1 = report.axis('measured p90 (ms)');
      scales.y1.position = 'right';
      scales.y1.beginAtZero = true;
      scales.y1.grid = { drawOnChartArea: false };
    }
    new Chart(document.getElementById(history.id), {
      type: 'line',
      data: { labels: history.labels, datasets: datasets },
      options: { scales: scales, plugins: { legend: report.lineLegend() } }
    });
  });
  document.documentElement.setAttribute('data-history-chart', 'drawn');
})();
