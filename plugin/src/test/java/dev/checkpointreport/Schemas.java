package dev.checkpointreport;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.util.List;

/**
 * The JSON Schemas (draft 2020-12) the plugin's jar ships under {@code dev/checkpointreport/schema/}, loaded by
 * their {@code $id} as a reader would, so that {@code index.schema.json}'s references into
 * {@code report.schema.json} resolve to the copy beside it.
 */
public final class Schemas {
    private static final String SITE = "https://checkpoint-report.github.io/checkpoint-report/";
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
            registry -> registry.schemaIdResolvers(ids -> ids.mapPrefix(SITE, "classpath:dev/checkpointreport/schema/")));

    private Schemas() {
    }

    /** {@code report.schema.json} or {@code index.schema.json}. */
    public static Schema named(String file) {
        return REGISTRY.getSchema(SchemaLocation.of(SITE + file));
    }

    /** Every error of {@code json} against {@code schema}, as the validator words it. */
    public static List<String> errors(Schema schema, String json) {
        return schema.validate(json, InputFormat.JSON).stream().map(Error::toString).toList();
    }
}
