/* checkpoint report: the workers chart, rows and distinct keys per worker with the even share of the rows.
   Runs after charts.js, which reads the page's data and holds the shared helpers. */
(function () {
  'use strict';

  var report = window.checkpointReport;
  var workers = report.data.workers;
  var datasets = [{
    label: 'rows',
    data: workers.rows,
    yAxisID: 'y',
    backgroundColor: workers.rows.map(function (_, i) {
      return report.colour(0, 2, i === workers.busiest ? 1 : 0.55);
    }),
    borderColor: report.colour(0, 2),
    borderWidth: 1,
    pointStyle: 'rect'
  }];
  if (workers.keys.length > 0) {
    datasets.push({
      label: 'distinct keys',
      data: workers.keys,
      yAxisID: 'keys',
      backgroundColor: report.colour(1, 2, 0.55),
      borderColor: report.colour(1, 2),
      borderWidth: 1,
      pointStyle: 'rect'
    });
  }
  datasets.push({
    type: 'line',
    label: 'even share of the rows',
    data: workers.rows.map(function () { return workers.even; }),
    yAxisID: 'y',
    borderColor: report.css('--fg'),
    borderDash: [6, 4],
    borderWidth: 2,
    pointRadius: 0,
    pointStyle: 'line'
  });

  report.workers = new Chart(document.getElementById('chart-workers'), {
    type: 'bar',
    data: { labels: workers.labels, datasets: datasets },
    options: {
      normalized: true,
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: legend() },
      scales: scales()
    }
  });

  /* Rows on the left axis, distinct keys on the right: two counts of different things never share a scale. */
  function scales() {
    var axes = { x: report.axis('worker'), y: Object.assign(report.axis('rows'), { beginAtZero: true }) };
    if (workers.keys.length > 0) {
      axes.keys = Object.assign(report.axis('distinct keys'), { beginAtZero: true, position: 'right',
        grid: { drawOnChartArea: false } });
    }
    return axes;
  }

  /* Boxes for the bars and, for the even share, a dashed line as the chart draws it. */
  function legend() {
    return { position: 'bottom', labels: { usePointStyle: true, pointStyleWidth: 28,
      generateLabels: function (chart) {
        return Chart.defaults.plugins.legend.labels.generateLabels(chart).map(function (item) {
          var dataset = chart.data.datasets[item.datasetIndex];
          return dataset.type === 'line' ? report.lineGlyph(item, dataset) : item;
        });
      } } };
  }
  document.documentElement.setAttribute('data-workers-chart', 'drawn');
})();
