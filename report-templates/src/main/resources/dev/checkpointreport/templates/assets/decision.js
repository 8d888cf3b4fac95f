/* checkpoint report: the charts over the failure probability p (each interval's cost line, the lower
   envelope and its break-evens, the regret of the decision) and the best ranges at 0.5x, 1x and 2x the
   state rows. Runs after report.js; its labels come worded from the page's data. */
(function () {
  'use strict';

  var report = window.checkpointReport;
  var data = report.data;
  var decision = data.decision;
  var colour = report.colour;
  var css = report.css;
  var title = report.title;
  var n = data.intervals.length;
  var many = n > 12;

  function cost(i, p) {
    return p * data.average[i] + data.certainCost[i];
  }

  function linear(text) {
    return { type: 'linear', min: 0, max: 1, title: title(text) };
  }

  /* The dotted vertical lines at the marked probabilities, in the muted colour: the declared one dotted. */
  function marks(chart) {
    report.marks(chart, function (mark) { return { colour: css('--muted'), dash: mark.kind === 'declared' ? [2, 3] : [6, 3] }; });
  }

  /* Each break-even's exact p beside its cross: below it, else above, right or left. */
  function breakEvenLabels(chart, d) {
    var dataset = chart.data.datasets[d];
    chart.getDatasetMeta(d).data.forEach(function (point, i) {
      report.label(chart, 'break-even', dataset.texts[i], [{ x: point.x, y: point.y + 18, align: 'center' },
        { x: point.x, y: point.y - 18, align: 'center' }, { x: point.x + 12, y: point.y, align: 'left' },
        { x: point.x - 12, y: point.y, align: 'right' }]);
    });
  }

  /* The names of the interval lines at their right ends (p = 1), then the break-evens' and the marks' labels. */
  var labels = {
    id: 'decisionLabels',
    afterDatasetsDraw: function (chart) {
      var y = chart.scales.y;
      if (chart.options.ends) {
        report.endLabels(chart, chart.options.ends.map(function (i) {
          return { text: endNames[i], y: y.getPixelForValue(cost(i, 1)), colour: colour(i, n) };
        }));
      }
      chart.data.datasets.forEach(function (dataset, d) {
        if (dataset.texts && chart.isDatasetVisible(d)) {
          breakEvenLabels(chart, d);
        }
      });
      if (chart.options.peak) {
        var peak = chart.options.peak;
        var at = chart.getDatasetMeta(0).data[peak.index];
        report.label(chart, 'peak', peak.text, [{ x: at.x + 10, y: at.y + 12, align: 'left' },
          { x: at.x - 10, y: at.y + 12, align: 'right' }, { x: at.x, y: at.y + 24, align: 'center' }]);
      }
      marks(chart);
    }
  };

  /* Lines named at their ends: all of them, or, with many intervals, those that are the best somewhere. */
  var endNames = report.narrow() ? data.intervals : data.intervalNames;
  var ended = many ? decision.envelope.map(function (segment) { return segment.interval; })
    : data.intervals.map(function (_, i) { return i; });

  var lines = data.intervals.map(function (interval, i) {
    return {
      label: data.intervalNames[i],
      data: [{ x: 0, y: cost(i, 0) }, { x: 1, y: cost(i, 1) }],
      borderColor: colour(i, n, 0.55),
      backgroundColor: colour(i, n, 0.55),
      borderWidth: 1,
      pointRadius: 0
    };
  });
  var envelope = decision.envelope.map(function (segment) {
    return {
      label: 'best: ' + data.intervalNames[segment.interval],
      data: [{ x: segment.from, y: cost(segment.interval, segment.from) },
        { x: segment.to, y: cost(segment.interval, segment.to) }],
      borderColor: colour(segment.interval, n),
      backgroundColor: colour(segment.interval, n, 0.18),
      borderWidth: 5,
      pointRadius: 0,
      fill: 'origin'
    };
  });
  var breakEvens = {
    label: 'break-evens',
    data: decision.breakEvens.map(function (point) { return { x: point.p, y: point.cost }; }),
    texts: decision.breakEvens.map(function (point) { return point.label; }),
    borderColor: css('--fg'),
    backgroundColor: css('--fg'),
    showLine: false,
    pointStyle: 'crossRot',
    pointRadius: 8,
    borderWidth: 2
  };
  var whatIf = {
    label: 'what-if',
    data: [],
    borderColor: css('--fg'),
    backgroundColor: 'transparent',
    showLine: false,
    pointStyle: 'circle',
    pointRadius: 7,
    borderWidth: 2
  };

  /* What the lines' end labels leave to say: the envelope, the break-evens and the what-if ring. */
  function keyItem(text, pointStyle, lineWidth, datasetIndex) {
    return { text: text, pointStyle: pointStyle, lineWidth: lineWidth, strokeStyle: css('--fg'), fillStyle: 'transparent',
      fontColor: Chart.defaults.color, datasetIndex: datasetIndex, hidden: false };
  }
  var pKey = {
    position: 'bottom',
    onClick: null,
    labels: {
      usePointStyle: true,
      generateLabels: function () {
        return [keyItem('lowest expected cost: the best interval', 'line', 4, n),
          keyItem('break-even', 'crossRot', 2, n + envelope.length),
          keyItem('what-if p', 'circle', 2, n + envelope.length + 1)];
      }
    }
  };

  var pChart = new Chart(document.getElementById('chart-p'), {
    type: 'line',
    data: { datasets: lines.concat(envelope, [breakEvens, whatIf]) },
    options: {
      normalized: true,
      marks: decision.marks,
      ends: ended,
      layout: { padding: { right: report.endWidth(ended.map(function (i) { return endNames[i]; })) } },
      interaction: { mode: 'nearest', intersect: false },
      plugins: { legend: pKey },
      scales: { x: linear('failure probability p'), y: Object.assign(report.axis('expected cost (rows)'), { beginAtZero: true }) }
    },
    plugins: [labels]
  });

  function peakIndex(points) {
    var top = 0;
    points.forEach(function (point, i) {
      if (point.y > points[top].y) {
        top = i;
      }
    });
    return top;
  }

  var regretChart = null;
  if (decision.regret) {
    regretChart = new Chart(document.getElementById('chart-regret'), {
      type: 'line',
      data: {
        datasets: [{
          label: decision.regret.label,
          data: decision.regret.points,
          borderColor: css('--fg'),
          backgroundColor: colour(0, 1, 0.2),
          borderWidth: 2,
          pointRadius: 3,
          fill: 'origin'
        }]
      },
      options: {
        normalized: true,
        marks: decision.marks.filter(function (mark) { return mark.kind !== 'declared'; }),
        peak: { text: decision.regret.maximum, index: peakIndex(decision.regret.points) },
        plugins: { legend: report.lineLegend() },
        scales: { x: linear('failure probability p'), y: Object.assign(report.axis('regret (rows)'), { beginAtZero: true }) }
      },
      plugins: [labels]
    });
  }

  var sensitivityChart = new Chart(document.getElementById('chart-sensitivity'), {
    type: 'bar',
    data: {
      labels: decision.sensitivity.factors,
      datasets: data.intervals.map(function (interval, i) {
        return {
          label: data.intervalNames[i],
          data: decision.sensitivity.ranges[i],
          backgroundColor: colour(i, n, 0.75),
          borderColor: colour(i, n),
          borderWidth: 1
        };
      }).filter(function (dataset) {
        return dataset.data.some(function (bar) { return bar !== null; });
      })
    },
    options: {
      indexAxis: 'y',
      plugins: { legend: { position: 'bottom' } },
      scales: { x: Object.assign(linear('failure probability p'), { stacked: false }), y: { stacked: true } }
    }
  });

  function move(text) {
    var p = Number(text);
    if (text.trim() === '' || !(p >= 0 && p <= 1)) {
      whatIf.data = [];
    } else {
      var lowest = 0;
      for (var i = 1; i < n; i++) {
        if (cost(i, p) < cost(lowest, p)) {
          lowest = i;
        }
      }
      whatIf.data = [{ x: p, y: cost(lowest, p) }];
    }
    pChart.update();
  }

  var range = document.getElementById('whatif-range');
  var number = document.getElementById('whatif-number');
  range.addEventListener('input', function () { move(range.value); });
  number.addEventListener('input', function () { move(number.value); });
  move(number.value);

  report.decisionCharts = { p: pChart, regret: regretChart, sensitivity: sensitivityChart };
  document.documentElement.setAttribute('data-decision-charts', 'drawn');
})();
