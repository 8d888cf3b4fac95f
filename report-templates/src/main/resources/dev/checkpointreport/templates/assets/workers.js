/* checkpoint report: the workers chart, rows and distinct keys per worker with the even share of the rows.
   Runs after charts.js, which reads the page's data and holds the shared helpers. */
(function () {
  'use strict';

  var report = window.checkpointReport;
  var workers = report.data.workers;
  var datasets = [{
    label: 'rows',
    data: workers.rows,
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
      plugins: { legend: { position: 'bottom', labels: { usePointStyle: true, pointStyleWidth: 28 } } },
      scales: { x: report.axis('worker'), y: Object.assign(report.axis('rows or keys'), { beginAtZero: true }) }
    }
  });
  document.documentElement.setAttribute('data-workers-chart', 'drawn');
})();
