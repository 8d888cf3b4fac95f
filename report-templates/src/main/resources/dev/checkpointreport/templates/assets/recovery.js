/* checkpoint report: the recovery-in-time charts (where the time goes, state size, freshness after the
   failure), from the JSON embedded in the page. Runs after charts.js, which holds the helpers it shares
   with report.js. Durations come formatted from the page, as the tables print them. */
(function () {
  'use strict';

  var report = window.checkpointReport;
  var timing = report.data.timing;
  var colour = report.colour;
  var css = report.css;
  var title = report.title;

  var times = timing.times;
  var parts = [['detection', 'detection'], ['restore', 'restore'], ['replay', 'replay'], ['catchUp', 'catch-up']];
  var timeChart = new Chart(document.getElementById('chart-recovery-time'), {
    type: 'bar',
    data: {
      labels: times.intervals.map(function (interval, i) {
        return times.never[i] ? [interval, 'never'] : interval;
      }),
      datasets: parts.map(function (part, i) {
        var seconds = times.parts[part[0]];
        return {
          label: part[1],
          durations: times.labels[part[0]],
          data: seconds.map(function (s) { return s / times.unitSeconds; }),
          backgroundColor: colour(i, parts.length, 0.85),
          borderColor: colour(i, parts.length),
          borderWidth: 1
        };
      })
    },
    options: {
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom' },
        tooltip: {
          callbacks: {
            label: function (context) {
              return context.dataset.label + ': ' + context.dataset.durations[context.dataIndex];
            }
          }
        }
      },
      scales: {
        x: { stacked: true, title: title('checkpoint interval') },
        y: { stacked: true, beginAtZero: true, title: title('worst recovery (' + times.unit + ')') }
      }
    }
  });

  var state = timing.state;
  var stateChart = new Chart(document.getElementById('chart-state'), {
    type: 'line',
    data: {
      labels: state.periods,
      datasets: [['busiest worker', state.busiestEntries], ['whole job', state.totalEntries]].map(function (line, i) {
        return {
          label: line[0],
          data: line[1],
          borderColor: colour(i, 2),
          backgroundColor: colour(i, 2),
          borderWidth: 2,
          pointRadius: state.periods.length > 24 ? 0 : 2.5
        };
      })
    },
    options: {
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: report.lineLegend() },
      scales: { x: report.axis('period'), y: { beginAtZero: true, title: title('state entries') } }
    }
  });

  var freshness = timing.freshness;

  /* Names each corner of the lag curve by its phase; corners closer than a label's height share one, placed
     beside the corner where it overlaps no other label. */
  var phaseLabels = {
    id: 'phaseLabels',
    afterDatasetsDraw: function (chart) {
      var points = chart.getDatasetMeta(0).data;
      var labels = [];
      points.forEach(function (point, i) {
        var last = labels[labels.length - 1];
        if (last && Math.abs(point.x - last.x) < 24 && Math.abs(point.y - last.y) < 24) {
          last.text += ', ' + freshness.points[i].phase;
        } else {
          labels.push({ x: point.x, y: point.y, text: freshness.points[i].phase });
        }
      });
      var area = chart.chartArea;
      labels.forEach(function (label) {
        var right = label.x > (area.left + area.right) / 2;
        var side = right ? 'right' : 'left';
        var other = right ? 'left' : 'right';
        var dx = right ? -8 : 8;
        report.label(chart, 'phase', label.text, [{ x: label.x + dx, y: label.y - 12, align: side },
          { x: label.x + dx, y: label.y + 12, align: side }, { x: label.x - dx, y: label.y - 12, align: other },
          { x: label.x - dx, y: label.y + 12, align: other }, { x: label.x + dx, y: label.y - 28, align: side },
          { x: label.x + dx, y: label.y + 28, align: side }], '600');
      });
    }
  };

  var rising = css('--fail');
  var falling = css('--pass');
  var freshnessChart = new Chart(document.getElementById('chart-freshness'), {
    type: 'line',
    data: {
      datasets: [{
        label: 'lag',
        data: freshness.points.map(function (p) {
          return { x: p.seconds / freshness.unitSeconds, y: p.lag / freshness.unitSeconds };
        }),
        borderWidth: 2,
        borderColor: rising,
        backgroundColor: css('--fg'),
        pointRadius: 3.5,
        segment: {
          borderColor: function (context) { return context.p1.parsed.y < context.p0.parsed.y ? falling : rising; },
          borderDash: function (context) { return context.p1.parsed.y < context.p0.parsed.y ? [6, 4] : undefined; }
        }
      }]
    },
    plugins: [phaseLabels],
    options: {
      layout: { padding: { top: 24, right: 12 } },
      plugins: {
        legend: {
          position: 'bottom',
          onClick: null,
          labels: {
            usePointStyle: true,
            pointStyleWidth: 28,
            generateLabels: function () {
              return [['lag grows: outage and replay', rising, []], ['lag falls: catch-up', falling, [6, 4]]].map(function (item) {
                return { text: item[0], pointStyle: 'line', strokeStyle: item[1], lineWidth: 2, lineDash: item[2],
                  fontColor: Chart.defaults.color, hidden: false, datasetIndex: 0 };
              });
            }
          }
        },
        tooltip: {
          callbacks: {
            title: function (items) { return freshness.points[items[0].dataIndex].phase; },
            label: function (context) {
              var p = freshness.points[context.dataIndex];
              return 'lag ' + p.lagLabel + ', ' + p.secondsLabel + ' after the failure';
            }
          }
        }
      },
      scales: {
        x: { type: 'linear', beginAtZero: true, title: title('time since the failure (' + freshness.unit + ')') },
        y: { beginAtZero: true, title: title('lag behind the input (' + freshness.unit + ')') }
      }
    }
  });

  report.recoveryTime = timeChart;
  report.state = stateChart;
  report.freshness = freshnessChart;
  document.documentElement.setAttribute('data-recovery-charts', 'drawn');
})();
