/* checkpoint report: the course index's charts across builds, each scenario's decided interval (stepped, left
   axis, 0 for no checkpoint) and measured p90 checkpoint duration (ms, on the right beside a decision) in each
   build, each line drawn only when the scenario has it. Runs after charts.js, which reads the page's data and
   holds the shared helpers. */
(function () {
  'use strict';

  var report = window.checkpointReport;

  function some(values) {
    return values.some(function (value) { return value !== null; });
  }

  report.data.history.forEach(function (history) {
    var datasets = [];
    var scales = { x: report.axis('build') };
    if (some(history.intervals)) {
      datasets.push({
        label: 'decided interval',
        data: history.intervals,
        yAxisID: 'interval',
        stepped: true,
        borderColor: report.colour(0, 2),
        backgroundColor: report.colour(0, 2),
        borderWidth: 2
      });
      scales.interval = report.axis('decided interval (periods)');
      scales.interval.position = 'left';
      scales.interval.beginAtZero = true;
      scales.interval.ticks.precision = 0;
      /* no checkpoint is drawn at 0, the one tick this script words */
      scales.interval.ticks.callback = function (value) { return value === 0 ? 'none' : value; };
    }
    if (some(history.p90)) {
      datasets.push({
        label: 'measured p90 (ms)',
        data: history.p90,
        yAxisID: 'p90',
        borderColor: report.colour(1, 2),
        backgroundColor: report.colour(1, 2),
        borderDash: [6, 4],
        borderWidth: 2,
        spanGaps: true
      });
      scales.p90 = report.axis('measured p90 (ms)');
      scales.p90.position = datasets.length > 1 ? 'right' : 'left';
      scales.p90.beginAtZero = true;
      scales.p90.grid = { drawOnChartArea: datasets.length === 1 };
    }
    new Chart(document.getElementById(history.id), {
      type: 'line',
      data: { labels: history.labels, datasets: datasets },
      options: { scales: scales, plugins: { legend: report.lineLegend() } }
    });
  });
  document.documentElement.setAttribute('data-history-chart', 'drawn');
})();
