/* checkpoint report: the two charts and the what-if control, from the JSON embedded in the page.
   Runs after charts.js, which reads that JSON and holds the helpers both scripts share. */
(function () {
  'use strict';

  var report = window.checkpointReport;
  var data = report.data;
  var css = report.css;
  var colour = report.colour;
  var axis = report.axis;
  var many = data.intervals.length > 12;

  /* Exact arithmetic for the what-if control: p and the range ends as fractions of big integers
     (11/18, or 1 when whole). */
  function fraction(text) {
    var parts = text.split('/');
    var n = BigInt(parts[0]);
    var d = parts.length > 1 ? BigInt(parts[1]) : 1n;
    return d < 0n ? [-n, -d] : [n, d];
  }

  function decimal(text) {
    var match = /^(\d*)(?:\.(\d*))?$/.exec(text);
    if (!match) {
      match = /^(\d*)(?:\.(\d*))?$/.exec(Number(text).toFixed(12));
    }
    var whole = match[1] || '0';
    var part = match[2] || '';
    return [BigInt(whole + part), 10n ** BigInt(part.length)];
  }

  function compare(a, b) {
    var difference = a[0] * b[1] - b[0] * a[1];
    return difference > 0n ? 1 : difference < 0n ? -1 : 0;
  }

  function contains(range, p) {
    if (range === null) {
      return false;
    }
    var low = compare(p, fraction(range.from));
    var high = compare(p, fraction(range.to));
    return (low > 0 || (low === 0 && range.fromInclusive)) && (high < 0 || (high === 0 && range.toInclusive));
  }

  function bestAt(p) {
    for (var i = 0; i < data.bestRange.length; i++) {
      if (contains(data.bestRange[i], p)) {
        return i;
      }
    }
    return -1;
  }

  function expectedAt(p) {
    return data.average.map(function (average, i) {
      return p * average + data.certainCost[i];
    });
  }

  var recoveryChart = new Chart(document.getElementById('chart-recovery'), {
    type: 'line',
    data: {
      labels: data.failurePeriods,
      datasets: data.intervals.map(function (interval, i) {
        return {
          label: data.intervalNames[i],
          data: data.recovery[i],
          borderColor: colour(i, data.intervals.length),
          backgroundColor: colour(i, data.intervals.length),
          borderWidth: many ? 1 : 2,
          pointRadius: many ? 0 : 2.5
        };
      })
    },
    options: {
      normalized: true,
      interaction: { mode: many ? 'nearest' : 'index', intersect: false },
      plugins: { legend: Object.assign(report.lineLegend(), { display: !many }) },
      scales: {
        x: {
          title: report.title('failure period'),
          ticks: {
            autoSkipPadding: 8,
            maxRotation: report.narrow() ? 0 : 50,
            font: function (context) {
              var label = data.failurePeriods[context.index];
              return label === data.failurePeriod ? { weight: 'bold' } : {};
            }
          }
        },
        y: Object.assign(axis('rows recomputed'), { beginAtZero: true })
      }
    }
  });

  var declared = data.probabilities.map(function (row, r) {
    var n = data.probabilities.length + 1;
    return {
      label: 'p = ' + row.p,
      data: row.expected,
      borderColor: colour(r, n),
      backgroundColor: colour(r, n),
      borderWidth: 2,
      pointStyle: row.expected.map(function (_, i) { return i === row.best ? 'rectRot' : 'circle'; }),
      pointRadius: row.expected.map(function (_, i) { return i === row.best ? 8 : (many ? 0 : 2.5); })
    };
  });
  var whatIf = {
    label: 'what-if',
    data: [],
    borderColor: css('--fg'),
    backgroundColor: css('--fg'),
    borderDash: [6, 4],
    borderWidth: 2,
    pointStyle: [],
    pointRadius: []
  };
  var expectedChart = new Chart(document.getElementById('chart-expected'), {
    type: 'line',
    data: { labels: data.intervals, datasets: declared.concat([whatIf]) },
    options: {
      normalized: true,
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: report.lineLegend() },
      scales: { x: axis('checkpoint interval'), y: Object.assign(axis('expected cost (rows)'), { beginAtZero: true }) }
    }
  });

  var form = document.getElementById('whatif');
  var range = document.getElementById('whatif-range');
  var number = document.getElementById('whatif-number');
  var shownP = document.getElementById('whatif-p');
  var shownBest = document.getElementById('whatif-best');
  var shownCost = document.getElementById('whatif-cost');

  function show(text) {
    var value = Number(text);
    if (text.trim() === '' || !(value >= 0 && value <= 1)) {
      shownP.textContent = text;
      shownBest.textContent = '—';
      shownCost.textContent = '— (enter a probability from 0 to 1)';
      return;
    }
    var best = bestAt(decimal(text.trim()));
    var costs = expectedAt(value);
    whatIf.label = 'what-if p = ' + text.trim();
    whatIf.data = costs;
    whatIf.pointStyle = costs.map(function (_, i) { return i === best ? 'rectRot' : 'circle'; });
    whatIf.pointRadius = costs.map(function (_, i) { return i === best ? 8 : 0; });
    expectedChart.update();
    shownP.textContent = text.trim();
    shownBest.textContent = best < 0 ? '—' : data.intervals[best];
    shownCost.textContent = best < 0 ? '—' : costs[best].toFixed(1);
  }

  range.addEventListener('input', function () {
    number.value = range.value;
    show(range.value);
  });
  number.addEventListener('input', function () {
    if (number.value !== '' && Number(number.value) >= 0 && Number(number.value) <= 1) {
      range.value = number.value;
    }
    show(number.value);
  });

  /* The decision's p when it has one, else the first declared: the view chooses (ChartData.whatIfStart). */
  var start = data.whatIfStart;
  range.value = start;
  number.value = start;
  show(start);
  form.hidden = false;

  /* A printed page shows every table, the claims' and the long ones, folded or not. */
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details.claims, details.fold').forEach(function (folded) {
      folded.open = true;
    });
  });

  report.recovery = recoveryChart;
  report.expected = expectedChart;
  document.documentElement.setAttribute('data-charts', 'drawn');
  performance.mark('charts-drawn');
})();
