/* checkpoint report: the measured charts, each checkpoint's end-to-end duration and its sizes over time, from
   the JSON the measured section embeds, with the failures, restores and measured.from marked across them as
   vertical lines. Runs after charts.js, which holds the shared helpers. Labels come formatted from the page. */
(function () {
  'use strict';

  var report = window.checkpointReport;
  var data = JSON.parse(document.getElementById('measured-data').textContent);
  var colour = report.colour;

  function line(label, values, i, n, extra) {
    return Object.assign({
      label: label,
      data: values,
      borderColor: colour(i, n),
      backgroundColor: colour(i, n, 0.6),
      borderWidth: 2,
      pointRadius: 2,
      spanGaps: true
    }, extra || {});
  }

  /* Chart.js pads for a rotated first label by its width alone: 40 px on the left and 12 below keep every
     tick label of a long history on the canvas. */
  function options(y) {
    return {
      layout: { padding: { left: 40, bottom: 12 } },
      normalized: true,
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { position: 'bottom' } },
      scales: { x: report.axis(data.axis), y: Object.assign(report.axis(y), { beginAtZero: true }) },
      marks: data.marks
    };
  }

  /* A failure is a solid line in the failing colour, a restore a dashed one in the passing colour,
     measured.from a dotted one in the muted colour. */
  var STROKES = { failure: ['--fail', []], restore: ['--pass', [6, 3]], from: ['--muted', [2, 3]] };
  var marks = {
    id: 'measuredMarks',
    afterDatasetsDraw: function (chart) {
      report.marks(chart, function (mark) {
        return { colour: report.css(STROKES[mark.kind][0]), dash: STROKES[mark.kind][1] };
      });
    }
  };

  report.measuredDuration = new Chart(document.getElementById('chart-measured-duration'), {
    type: 'line',
    data: {
      labels: data.labels,
      datasets: [
        line(data.durationName + ' (ms)', data.duration, 0, 3),
        line('failed, until it failed (ms)', data.failed, 1, 3, { showLine: false, pointRadius: 5, pointStyle: 'crossRot' }),
        line(data.percentile, data.labels.map(function () { return data.percentileValue; }), 2, 3,
          { borderDash: [6, 4], pointRadius: 0 })
      ]
    },
    options: options('milliseconds'),
    plugins: [marks]
  });

  var sizes = [line('state size (B)', data.stateSize, 0, 2)];
  if (data.sizesWritten) {
    sizes.push(line(data.writtenName + ' (B)', data.checkpointedSize, 1, 2, { borderDash: [3, 3] }));
  }
  report.measuredSize = new Chart(document.getElementById('chart-measured-size'), {
    type: 'line',
    data: { labels: data.labels, datasets: sizes },
    options: options('bytes'),
    plugins: [marks]
  });
  document.documentElement.setAttribute('data-measured-charts', 'drawn');
})();
