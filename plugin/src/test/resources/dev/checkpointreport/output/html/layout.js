/* What a reader sees of the open page, measured for PageLayoutBrowserTest: what overflows the viewport,
   how wide each table is, and, per chart, its legend and every label on its canvas with the boxes of
   those that overlap. Returned as one object to the test. */
var doc = document.documentElement;
var width = doc.clientWidth;

function name(el) {
  return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string'
    ? '.' + el.className.trim().split(/\s+/).join('.') : '');
}

/* The nearest ancestor that scrolls or clips sideways, if it sits inside the viewport. */
function inOwnBox(el) {
  for (var a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    if (getComputedStyle(a).overflowX !== 'visible') {
      var r = a.getBoundingClientRect();
      return r.left >= -0.5 && r.right <= width + 0.5;
    }
  }
  return false;
}

var overflow = [];
document.querySelectorAll('body *').forEach(function (el) {
  var r = el.getBoundingClientRect();
  if ((r.width === 0 && r.height === 0) || (r.left >= -0.5 && r.right <= width + 0.5) || inOwnBox(el)) {
    return;
  }
  overflow.push(name(el) + ' from ' + Math.round(r.left) + ' to ' + Math.round(r.right));
});

/* Each table as the reader sees it: whether it scrolls in its box, which of its header cells lie outside the
   box's visible part, and the cue a scrolling table shows: the faded edge (its frame's ::after, drawn with a
   gradient at full opacity) and the note "scroll →" over the box, laid out with a width. */
function visible(el) {
  var r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
}

var tables = Array.from(document.querySelectorAll('table')).filter(visible).map(function (table) {
  var box = table.closest('.table-wrap');
  var frame = box ? box.parentElement : null;
  var seen = box ? box.getBoundingClientRect() : { left: 0, right: width };
  var fade = frame ? getComputedStyle(frame, '::after') : null;
  var note = frame ? frame.querySelector('.scroll-note') : null;
  return {
    id: table.id,
    width: Math.round(table.getBoundingClientRect().width),
    box: box ? Math.round(seen.width) : null,
    scrolls: box ? box.scrollWidth > box.clientWidth : false,
    hiddenHeaders: Array.from(table.querySelectorAll('thead th')).filter(function (cell) {
      var r = cell.getBoundingClientRect();
      return r.left < Math.max(seen.left, 0) - 0.5 || r.right > Math.min(seen.right, width) + 0.5;
    }).map(function (cell) { return cell.textContent.trim(); }),
    fade: !!fade && fade.content !== 'none' && fade.backgroundImage.indexOf('gradient') >= 0
      && Number(fade.opacity) === 1 && parseFloat(fade.width) > 0,
    scrollNote: note && visible(note) ? note.textContent : null,
    firstColumnFixed: Array.from(table.querySelectorAll('tbody th[scope="row"], thead tr:first-child > :first-child'))
      .every(function (cell) { return getComputedStyle(cell).position === 'sticky'; }),
    /* On a phone a row reads as a card: the table laid out as blocks, each cell after its column's heading. */
    cards: getComputedStyle(table).display === 'block',
    unlabelled: Array.from(table.querySelectorAll('tbody td')).filter(function (cell) {
      var before = getComputedStyle(cell, '::before').content;
      return before !== JSON.stringify(cell.getAttribute('data-label') || '') || before === '""';
    }).map(function (cell) { return cell.textContent.trim(); })
  };
});

/* A box turned by `rotation` about the point it is drawn at: its four corners. */
function corners(x, y, left, top, w, h, rotation) {
  var cos = Math.cos(rotation || 0);
  var sin = Math.sin(rotation || 0);
  return [[left, top], [left + w, top], [left + w, top + h], [left, top + h]].map(function (c) {
    return [x + c[0] * cos - c[1] * sin, y + c[0] * sin + c[1] * cos];
  });
}

function rectangle(kind, text, left, top, w, h) {
  return { kind: kind, text: String(text), polygon: corners(0, 0, left, top, w, h, 0) };
}

/* The tick labels Chart.js drew on each axis, as it places them. */
function tickLabels(chart) {
  var boxes = [];
  Object.values(chart.scales).forEach(function (scale) {
    if (!scale.options.display || !scale.options.ticks.display) {
      return;
    }
    scale.getLabelItems().forEach(function (item) {
      var lines = Array.isArray(item.label) ? item.label : [item.label];
      var ctx = chart.ctx;
      ctx.save();
      ctx.font = item.font.string;
      var w = Math.max.apply(null, lines.map(function (line) { return ctx.measureText(String(line)).width; }));
      ctx.restore();
      var o = item.options;
      var h = (lines.length - 1) * item.font.lineHeight + item.font.size;
      var left = o.textAlign === 'right' ? -w : o.textAlign === 'center' ? -w / 2 : 0;
      var top = item.textOffset + (o.textBaseline === 'middle' ? -item.font.size / 2
        : o.textBaseline === 'bottom' ? -item.font.size : 0);
      boxes.push({ kind: 'tick ' + scale.id, text: lines.join(' '),
        polygon: corners(o.translation[0], o.translation[1], left, top, w, h, o.rotation) });
    });
  });
  return boxes;
}

/* Two convex polygons overlap by more than half a pixel unless an edge's normal separates them. */
function overlap(a, b) {
  var polygons = [a, b];
  for (var p = 0; p < 2; p++) {
    var poly = polygons[p];
    for (var i = 0; i < poly.length; i++) {
      var q = poly[(i + 1) % poly.length];
      var nx = q[1] - poly[i][1];
      var ny = poly[i][0] - q[0];
      var length = Math.hypot(nx, ny);
      var project = function (pts) {
        var values = pts.map(function (pt) { return (pt[0] * nx + pt[1] * ny) / length; });
        return [Math.min.apply(null, values), Math.max.apply(null, values)];
      };
      var ra = project(a);
      var rb = project(b);
      if (Math.min(ra[1], rb[1]) - Math.max(ra[0], rb[0]) <= 0.5) {
        return false;
      }
    }
  }
  return true;
}

function inside(polygon, chart) {
  return polygon.every(function (c) { return c[0] >= -0.5 && c[0] <= chart.width + 0.5 && c[1] >= -0.5 && c[1] <= chart.height + 0.5; });
}

var charts = Object.values(Chart.instances).map(function (chart) {
  var id = chart.canvas.id;
  var legend = chart.legend;
  var shown = !!(legend && legend.options.display && legend.legendItems && legend.legendItems.length > 0);
  var legendBoxes = shown ? legend.legendHitBoxes.map(function (hit, i) {
    return rectangle('legend', legend.legendItems[i].text, hit.left, hit.top, hit.width, hit.height);
  }) : [];
  var legendCut = shown ? legend.legendHitBoxes.filter(function (hit) {
    return hit.left < legend.left - 0.5 || hit.left + hit.width > legend.right + 0.5
      || hit.top < legend.top - 0.5 || hit.top + hit.height > legend.bottom + 0.5;
  }).length : 0;
  var drawn = (window.checkpointReport.labelBoxes ? window.checkpointReport.labelBoxes(id) : []).map(function (box) {
    return rectangle(box.kind, box.text, box.left, box.top, box.width, box.height);
  });
  var labels = legendBoxes.concat(drawn, tickLabels(chart));
  var overlaps = [];
  for (var i = 0; i < labels.length; i++) {
    for (var j = i + 1; j < labels.length; j++) {
      if (overlap(labels[i].polygon, labels[j].polygon)) {
        overlaps.push(labels[i].kind + ' "' + labels[i].text + '" and ' + labels[j].kind + ' "' + labels[j].text + '"');
      }
    }
  }
  /* The labels a chart asks for against those drawn: the placer draws none where no place is free. */
  var asked = { mark: (chart.options.marks || []).length, end: (chart.options.ends || []).length,
    peak: chart.options.peak ? 1 : 0, 'break-even': 0 };
  chart.data.datasets.forEach(function (dataset) { asked['break-even'] += dataset.texts ? dataset.texts.length : 0; });
  var unplaced = Object.keys(asked).map(function (kind) {
    var drawnOfKind = drawn.filter(function (box) { return box.kind === kind; }).length;
    return drawnOfKind === asked[kind] ? null : kind + ': ' + drawnOfKind + ' of ' + asked[kind];
  }).filter(function (text) { return text !== null; });
  /* A mark's label that spans another mark's line reads as that line's. */
  var markLines = (chart.options.marks || []).map(function (mark) { return chart.scales.x.getPixelForValue(mark.p); });
  var crossed = drawn.filter(function (box) { return box.kind === 'mark'; }).filter(function (box) {
    var left = box.polygon[0][0];
    var right = box.polygon[1][0];
    return markLines.filter(function (x) { return x > left && x < right; }).length > 0;
  }).map(function (box) { return box.text; });
  var r = chart.canvas.getBoundingClientRect();
  return {
    crossed: crossed,
    id: id,
    width: Math.round(r.width),
    height: Math.round(r.height),
    legendItems: shown ? legend.legendItems.map(function (item) { return item.text; }) : [],
    legendCut: legendCut,
    endLabels: drawn.filter(function (box) { return box.kind === 'end'; }).map(function (box) { return box.text; }),
    datasets: chart.data.datasets.length,
    outside: labels.filter(function (box) { return !inside(box.polygon, chart); })
      .map(function (box) { return box.kind + ' "' + box.text + '"'; }),
    overlaps: overlaps,
    unplaced: unplaced
  };
});

return {
  width: window.innerWidth,
  height: doc.scrollHeight,
  scrollsSideways: doc.scrollWidth > doc.clientWidth,
  overflow: overflow,
  tables: tables,
  charts: charts
};
