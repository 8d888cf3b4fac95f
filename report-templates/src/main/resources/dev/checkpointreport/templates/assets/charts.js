/* checkpoint report: what the chart scripts share. Reads the page's embedded data and its CSS colours, sets
   Chart.js's defaults, builds axes and legends, and places the labels the scripts draw so that none overlaps
   another, keeping their boxes for labelBoxes. Runs after chart.umd.js and before the others. */
(function () {
  'use strict';

  var style = getComputedStyle(document.documentElement);

  function css(name) {
    return style.getPropertyValue(name).trim();
  }

  /* Evenly spaced hues, darker on a light page and lighter on a dark one. */
  function colour(i, n, alpha) {
    var dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    var hue = Math.round((i * 360) / Math.max(n, 1) + 210) % 360;
    return 'hsla(' + hue + ', 70%, ' + (dark ? 65 : 40) + '%, ' + (alpha === undefined ? 1 : alpha) + ')';
  }

  function title(text) {
    return { display: true, text: text };
  }

  /* Ticks thinned to what fits, level on a phone rather than slanted over the chart. */
  function axis(text) {
    return { title: title(text), ticks: { autoSkip: true, autoSkipPadding: 8, maxRotation: narrow() ? 0 : 50 } };
  }

  function narrow() {
    return window.innerWidth < 600;
  }

  /* A legend below the chart whose glyphs are short lines, drawn as the chart draws each line (dashed
     when the line is), not filled boxes. */
  function lineLegend() {
    return {
      position: 'bottom',
      labels: {
        usePointStyle: true,
        pointStyle: 'line',
        pointStyleWidth: 28,
        generateLabels: function (chart) {
          return Chart.defaults.plugins.legend.labels.generateLabels(chart).map(function (item) {
            return lineGlyph(item, chart.data.datasets[item.datasetIndex]);
          });
        }
      }
    };
  }

  /* A point's style carries no dash: a line's legend glyph takes the line's dash, width and colour from its dataset. */
  function lineGlyph(item, dataset) {
    item.lineDash = dataset.borderDash || [];
    item.lineWidth = dataset.borderWidth || 2;
    item.strokeStyle = dataset.borderColor;
    return item;
  }

  var LABEL_FONT = 12;
  var LABEL_HEIGHT = 15;

  function overlaps(a, b) {
    return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
  }

  /* Draws `text` on the chart at the first of `places` ({x, y, align, avoid}, y the text's middle) where its box
     lies inside `bounds` (the chart's area unless given: the canvas for labels beside it), overlaps no label
     drawn before it and spans none of the x positions in `avoid` (other marks' lines), and keeps that box (labelBoxes); draws nothing when no place is free. Returns the box,
     or null. */
  function label(chart, kind, text, places, weight, bounds) {
    var within = bounds || chart.chartArea;
    var ctx = chart.ctx;
    ctx.save();
    ctx.font = (weight || '') + ' ' + LABEL_FONT + 'px ' + Chart.defaults.font.family;
    var width = ctx.measureText(text).width;
    var placed = null;
    for (var i = 0; i < places.length && !placed; i++) {
      var place = places[i];
      var left = place.align === 'right' ? place.x - width : place.align === 'center' ? place.x - width / 2 : place.x;
      var box = { kind: kind, text: text, left: left, top: place.y - LABEL_HEIGHT / 2, width: width, height: LABEL_HEIGHT };
      var free = box.left >= within.left && box.top >= within.top && box.left + width <= within.right
        && box.top + LABEL_HEIGHT <= within.bottom && !chart.$labelBoxes.some(function (other) { return overlaps(box, other); })
        && !(place.avoid || []).some(function (x) { return x > box.left - 2 && x < box.left + width + 2; });
      if (free) {
        ctx.fillStyle = css('--fg');
        ctx.textAlign = place.align || 'left';
        ctx.textBaseline = 'middle';
        ctx.fillText(text, place.x, place.y);
        chart.$labelBoxes.push(box);
        placed = box;
      }
    }
    ctx.restore();
    return placed;
  }

  /* Vertical lines at the chart's marks (options.marks: {p, label, short}, p a value of the x axis, a fraction
     between two categories on a category axis), each stroked as `stroke(mark)` says ({colour, dash}) and named
     at the top of the chart in the first row where its name overlaps no label drawn before it and crosses no
     other mark's line: its whole name, else its short one, else its whole name across a line. */
  function marks(chart, stroke) {
    var ctx = chart.ctx;
    var area = chart.chartArea;
    var lines = (chart.options.marks || []).map(function (mark) { return chart.scales.x.getPixelForValue(mark.p); });
    (chart.options.marks || []).forEach(function (mark, m) {
      var at = lines[m];
      var style = stroke(mark);
      ctx.save();
      ctx.strokeStyle = style.colour;
      ctx.setLineDash(style.dash);
      ctx.beginPath();
      ctx.moveTo(at, area.top);
      ctx.lineTo(at, area.bottom);
      ctx.stroke();
      ctx.restore();
      var others = lines.filter(function (_, o) { return o !== m; });
      var places = [];
      for (var row = 0; row < 8; row++) {
        var y = area.top + 9 + row * 16;
        places.push({ x: at + 4, y: y, align: 'left', avoid: others }, { x: at - 4, y: y, align: 'right', avoid: others });
      }
      var across = places.map(function (place) { return Object.assign({}, place, { avoid: [] }); });
      if (!label(chart, 'mark', mark.label, places) && !label(chart, 'mark', mark.short, places)) {
        label(chart, 'mark', mark.label, across);
      }
    });
  }

  /* Labels at the right ends of lines ({text, y, colour}), in the right padding the chart keeps for them:
     sorted by height, pushed apart until none overlaps, each joined to its line by a short stroke. */
  function endLabels(chart, ends) {
    var area = chart.chartArea;
    var sorted = ends.slice().sort(function (a, b) { return a.y - b.y; });
    var ys = sorted.map(function (end) { return end.y; });
    for (var i = 1; i < ys.length; i++) {
      ys[i] = Math.max(ys[i], ys[i - 1] + LABEL_HEIGHT + 1);
    }
    var overflow = ys.length > 0 ? ys[ys.length - 1] - (area.bottom - LABEL_HEIGHT / 2) : 0;
    for (var j = ys.length - 1; j >= 0 && overflow > 0; j--) {
      var limit = j === ys.length - 1 ? ys[j] - overflow : ys[j + 1] - LABEL_HEIGHT - 1;
      ys[j] = Math.min(ys[j], limit);
    }
    var ctx = chart.ctx;
    sorted.forEach(function (end, k) {
      ctx.save();
      ctx.strokeStyle = end.colour;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(area.right, end.y);
      ctx.lineTo(area.right + 6, ys[k]);
      ctx.stroke();
      ctx.restore();
      label(chart, 'end', end.text, [{ x: area.right + 8, y: ys[k], align: 'left' }], '600',
        { left: 0, top: 0, right: chart.width, bottom: chart.height });
    });
  }

  /* The width the labels at the lines' ends take, for the chart's right padding. */
  function endWidth(texts) {
    var ctx = document.createElement('canvas').getContext('2d');
    ctx.font = '600 ' + LABEL_FONT + 'px ' + getComputedStyle(document.body).fontFamily;
    return Math.ceil(Math.max.apply(null, texts.map(function (text) { return ctx.measureText(text).width; }).concat([0]))) + 12;
  }

  /* Every chart starts each drawing with no labels placed. */
  Chart.register({ id: 'labelBoxes', beforeDraw: function (chart) { chart.$labelBoxes = []; } });

  Chart.defaults.color = css('--muted');
  Chart.defaults.borderColor = css('--grid');
  Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
  Chart.defaults.animation = false;
  Chart.defaults.maintainAspectRatio = false;

  /* A table wider than its box scrolls there: its frame is marked .scrolls, and .at-end once scrolled to
     its last column, for the fade and the "scroll →" the style sheet shows. */
  function markScrolling(box) {
    var more = box.scrollWidth - box.clientWidth;
    box.parentElement.classList.toggle('scrolls', more > 1);
    box.parentElement.classList.toggle('at-end', box.scrollLeft >= more - 1);
  }

  function markTables() {
    document.querySelectorAll('.table-scroll > .table-wrap').forEach(markScrolling);
  }
  document.querySelectorAll('.table-scroll > .table-wrap').forEach(function (box) {
    box.addEventListener('scroll', function () { markScrolling(box); }, { passive: true });
  });
  window.addEventListener('resize', markTables);
  /* A folded table is measured when it unfolds. */
  document.querySelectorAll('details').forEach(function (folded) { folded.addEventListener('toggle', markTables); });
  document.addEventListener('toggle', markTables, true);
  markTables();

  window.checkpointReport = {
    data: JSON.parse(document.getElementById('report-data').textContent),
    css: css,
    colour: colour,
    title: title,
    axis: axis,
    narrow: narrow,
    lineLegend: lineLegend,
    lineGlyph: lineGlyph,
    label: label,
    marks: marks,
    endLabels: endLabels,
    endWidth: endWidth,
    /* The boxes, in the canvas's CSS pixels, of the labels our scripts drew on the chart of that canvas. */
    labelBoxes: function (id) {
      var chart = Chart.getChart(id);
      return chart && chart.$labelBoxes ? chart.$labelBoxes.map(function (box) { return Object.assign({}, box); }) : [];
    }
  };
})();
