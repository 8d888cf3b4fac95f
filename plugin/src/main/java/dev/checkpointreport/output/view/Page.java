package dev.checkpointreport.output.view;

import java.util.List;

/**
 * What the HTML report shows, already worded and formatted: the templates only lay it out. Numbers are
 * strings here, formatted once in Java without a locale, so a template cannot print them differently.
 *
 * @param lead one sentence naming the stream job and the failure the tables count
 * @param matrixChart the caption of the chart of rows recomputed by failure period
 * @param recovery the recovery in time, or {@code null} when the scenario has no {@code timing} section
 * @param workers the rows and distinct keys of each worker, with the skew sentence
 * @param chartData the charts' data as JSON, safe to embed in a {@code <script>} element
 * @param decision the analytic optimum, the regret of the decision and its sensitivity
 * @param claims the scenario's claims, checked, or {@code null} when it declares none
 * @param bestRangeParts {@code bestRanges} in parts, each probability with its exact fraction on hover
 * @param measured a job's measured history, whichever source it came from, beside the model; {@code null}
 *     without a {@code measured} section
 */
public record Page(String title, String lead, SummarySection summary, Table atFailure, Table matrix,
                   String matrixChart, Table costs, Table probabilities, String bestRanges, Table partitioned,
                   TimingSection recovery, String chartData, DecisionSection decision,
                   ClaimsSection claims, WorkerSection workers, List<Part> bestRangeParts,
                   MeasuredSection measured) {

    /**
     * One finding: what was asked and its answer.
     *
     * @param parts the answer in parts, some with the exact value a reader sees on hover; empty when the
     *     answer is plain text
     */
    public record Fact(String term, String detail, List<Part> parts) {
        public Fact {
            parts = List.copyOf(parts);
        }

        /** A plain answer. */
        public Fact(String term, String detail) {
            this(term, detail, List.of());
        }

        /** An answer in parts, its detail their text. */
        static Fact of(String term, List<Part> parts) {
            return new Fact(term, Part.text(parts), parts);
        }
    }

    /**
     * A piece of worded text, such as a rounded break-even, and what a reader sees on hover.
     *
     * @param title the exact value behind the text, such as {@code 1380/4199} behind {@code 0.329}, or an
     *     empty string when the text is exact
     */
    public record Part(String text, String title) {
        /** The parts' text, joined: what the page shows. */
        static String text(List<Part> parts) {
            StringBuilder text = new StringBuilder();
            for (Part part : parts) {
                text.append(part.text());
            }
            return text.toString();
        }
    }

    /**
     * One of the lesson's tables with the sentence that says what it finds.
     *
     * @param corner the header of the column of row headers
     * @param key what the marks in the table mean, or an empty string
     * @param legend the shading's levels, empty for a table without shading
     * @param groups headings over runs of columns, left to right, or empty for a single header row
     * @param excerpt for a table too big for the page, which part of it the page shows; else an empty string
     * @param findingParts the finding in parts, with exact values on hover; empty when it is plain text
     */
    public record Table(String id, String caption, String finding, String corner, List<String> headers,
                        List<Row> rows, String key, List<ShadeLevel> legend, List<Group> groups, String excerpt,
                        List<Part> findingParts) {
        public Table {
            headers = List.copyOf(headers);
            rows = List.copyOf(rows);
            legend = List.copyOf(legend);
            groups = List.copyOf(groups);
            findingParts = List.copyOf(findingParts);
        }

        /** A table with a plain finding. */
        public Table(String id, String caption, String finding, String corner, List<String> headers,
                     List<Row> rows, String key, List<ShadeLevel> legend, List<Group> groups, String excerpt) {
            this(id, caption, finding, corner, headers, rows, key, legend, groups, excerpt, List.of());
        }

        /** A table shown whole. */
        public Table(String id, String caption, String finding, String corner, List<String> headers,
                     List<Row> rows, String key, List<ShadeLevel> legend, List<Group> groups) {
            this(id, caption, finding, corner, headers, rows, key, legend, groups, "");
        }

        /** The same table, saying which part of it the page shows (an empty string when it is whole). */
        public Table excerpted(String sentence) {
            return new Table(id, caption, finding, corner, headers, rows, key, legend, groups, sentence, findingParts);
        }

        /** A table with a single header row. */
        public Table(String id, String caption, String finding, String corner, List<String> headers,
                     List<Row> rows, String key, List<ShadeLevel> legend) {
            this(id, caption, finding, corner, headers, rows, key, legend, List.of());
        }
    }

    /** A heading over {@code span} adjacent columns, such as {@code worst} over its total and parts. */
    public record Group(String label, int span) {
    }

    /**
     * A table row.
     *
     * @param mark a word shown beside the row header, such as {@code failure}, or an empty string
     * @param headerTitle what the header stands for in full, such as a period's full time, shown on hover; or
     *     an empty string
     */
    public record Row(String header, String mark, List<Cell> cells, String headerTitle) {
        public Row {
            cells = List.copyOf(cells);
        }

        /** A row whose header is shown in full. */
        public Row(String header, String mark, List<Cell> cells) {
            this(header, mark, cells, "");
        }
    }

    /**
     * A table cell.
     *
     * @param numeric right-aligned
     * @param picked the best or cheapest by the table's criterion
     * @param shade 0 for no shading, else 1 (light) to {@link MatrixShading#LEVELS} (dark)
     * @param parts the text in parts, with exact values on hover; empty when the text is plain
     * @param prose a sentence rather than a figure: it wraps in its cell, so that its table fits a screen
     */
    public record Cell(String text, boolean numeric, boolean picked, int shade, List<Part> parts, boolean prose) {
        public Cell {
            parts = List.copyOf(parts);
        }

        /** A cell in parts. */
        public Cell(String text, boolean numeric, boolean picked, int shade, List<Part> parts) {
            this(text, numeric, picked, shade, parts, false);
        }

        /** A cell of plain text. */
        public Cell(String text, boolean numeric, boolean picked, int shade) {
            this(text, numeric, picked, shade, List.of());
        }

        /** A cell of prose, which wraps: a fact in words, a list, a file's name. */
        static Cell text(String text) {
            return new Cell(text, false, false, 0, List.of(), true);
        }

        /**
         * The cell's classes on the page, space-separated: {@code num} for a number, {@code text} for prose, {@code s1} and up for its
         * shade, {@code pick} for the chosen interval's; empty for none. Worked out here, once per cell, rather
         * than by the template, whose instructions cost a cold build more.
         */
        public String classes() {
            StringBuilder classes = new StringBuilder();
            if (numeric) {
                classes.append("num");
            }
            if (prose) {
                classes.append(classes.isEmpty() ? "" : " ").append("text");
            }
            if (shade > 0) {
                classes.append(classes.isEmpty() ? "" : " ").append('s').append(shade);
            }
            if (picked) {
                classes.append(classes.isEmpty() ? "" : " ").append("pick");
            }
            return classes.toString();
        }

        static Cell number(String text) {
            return new Cell(text, true, false, 0);
        }

        /** A cell in parts, its text their text. */
        static Cell of(List<Part> parts, boolean numeric, boolean picked) {
            return new Cell(Part.text(parts), numeric, picked, 0, parts);
        }
    }

    /** One level of the matrix's shading and the values it covers, such as {@code 1–550}. */
    public record ShadeLevel(int level, String range) {
    }
}
