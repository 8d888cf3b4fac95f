/* checkpoint report: the daily trend charts, each day's p90 duration and largest state with the trend's line, its
   90 % band, the thresholds as level lines and the steps and crossings as vertical lines, from the JSON the
   trend's part of the measured section embeds. Runs after charts.js. Labels come formatted from the page. */
(function () {
  'use strict';

  var report = window.checkpointReport;
  var data = JSON.parse(document.getElementById('trend-data').textContent);
  var colour = report.colour;
  var STROKES = { step: ['--muted', [2, 3]], crossing: ['--fail', []] };
  var marks = {
    id: 'trendMarks',
    afterDatasetsDraw: function (chart) {
      report.marks(chart, function (mark) {
        return { colour: report.css(STROKES[mark.kind][0]), dash: STROKES[mark.kind][1] };
      });
    }
  };

  function draw(id, series, name) {
    var canvas = document.getElementById(id);
    if (!canvas || !series) {
      return null;
    }
    var datasets = [{ label: name, data: series.values, borderColor: colour(0, 3), backgroundColor: colour(0, 3, 0.6),
      borderWidth: 2, pointRadius: 2, spanGaps: true }];
    if (series.line) {
      datasets.push({ label: '90 % band', data: series.high, borderColor: colour(1, 3, 0.3), backgroundColor: colour(1, 3, 0.15),
        borderWidth: 0, pointRadius: 0, fill: '+1' });
      datasets.push({ label: '', data: series.low, borderColor: colour(1, 3, 0.3), borderWidth: 0, pointRadius: 0 });
      datasets.push({ label: 'trend', data: series.line, borderColor: colour(1, 3), borderDash: [6, 4], borderWidth: 2,
        pointRadius: 0 });
    }
    series.levels.forEach(function (level, i) {
      datasets.push({ label: level.label, data: data.labels.map(function () { return level.value; }),
        borderColor: colour(2, 3), borderDash: [2, 3], borderWidth: 1, pointRadius: 0 });
    });
    return new Chart(canvas, {
      type: 'line',
      data: { labels: data.labels, datasets: datasets },
      options: {
        layout: { padding: { left: 40, bottom: 12 } },
        normalized: true,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom', labels: { filter: function (item) { return item.text !== ''; } } } },
        scales: { x: report.axis('day (UTC)'), y: Object.assign(report.axis(series.unit), { beginAtZero: true }) },
        marks: series.marks
      },
      plugins: [marks]
    });
  }

  report.trendDuration = draw('chart-trend-duration', data.duration, 'p90 duration (ms)');
  report.trendState = draw('chart-trend-state', data.state, 'largest state (B)');
  document.documentElement.setAttribute('data-trend-charts', 'drawn');
})();
