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

  /* Text beside the points of the datasets that carry labels, and dotted vertical lines at the marks. */
  var labels = {
    id: 'decisionLabels',
    afterDatasetsDraw: function (chart) {
      var ctx = chart.ctx;
      var area = chart.chartArea;
      var x = chart.scales.x;
      ctx.save();
      ctx.font = '12px ' + Chart.defaults.font.family;
      ctx.fillStyle = css('--fg');
      (chart.options.marks || []).forEach(function (mark, i) {
        var at = x.getPixelForValue(mark.p);
        ctx.strokeStyle = css('--muted');
        ctx.setLineDash(mark.kind === 'declared' ? [2, 3] : [6, 3]);
        ctx.beginPath();
        ctx.moveTo(at, area.top);
        ctx.lineTo(at, area.bottom);
        ctx.stroke();
        ctx.setLineDash([]);
        ctx.textAlign = at > area.right - 80 ? 'right' : 'left';
        ctx.fillText(mark.label, at + (ctx.textAlign === 'right' ? -3 : 3), area.top + 12 + (i % 4) * 13);
      });
      chart.data.datasets.forEach(function (dataset, d) {
        if (!dataset.texts || !chart.isDatasetVisible(d)) {
          return;
        }
        chart.getDatasetMeta(d).data.forEach(function (element, i) {
          ctx.textAlign = 'center';
          ctx.fillText(dataset.texts[i], element.x, element.y + 18);
        });
      });
      ctx.restore();
    }
  };

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
  var pChart = new Chart(document.getElementById('chart-p'), {
    type: 'line',
    data: { datasets: lines.concat(envelope, [breakEvens, whatIf]) },
    options: {
      normalized: true,
      marks: decision.marks,
      interaction: { mode: 'nearest', intersect: false },
      plugins: { legend: { display: !many, position: 'bottom' } },
      scales: { x: linear('failure probability p'), y: Object.assign(report.axis('expected cost (rows)'), { beginAtZero: true }) }
    },
    plugins: [labels]
  });

  var regretChart = null;
  if (decision.regret) {
    regretChart = new Chart(document.getElementById('chart-regret'), {
      type: 'line',
      data: {
        datasets: [{
          label: decision.regret.label + ' (' + decision.regret.maximum + ')',
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
        plugins: { legend: { position: 'bottom' } },
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
