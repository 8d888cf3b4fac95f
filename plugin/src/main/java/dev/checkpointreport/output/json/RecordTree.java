package dev.checkpointreport.output.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;

/**
 * A source's facts, records of records, lists and maps, as a tree of report.json, written as Jackson's object
 * mapper writes a record (its components in their order, each under its name; an enum its name; a null as null),
 * without starting the mapper: a build would spend more loading the mapper's serializers than writing the facts.
 */
final class RecordTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private RecordTree() {
    }

    static JsonNode of(Object value) {
        if (value == null) {
            return NODES.nullNode();
        } else if (value instanceof String text) {
            return NODES.textNode(text);
        } else if (value instanceof Boolean bool) {
            return NODES.booleanNode(bool);
        } else if (value instanceof Integer number) {
            return NODES.numberNode(number);
        } else if (value instanceof Long number) {
            return NODES.numberNode(number);
        } else if (value instanceof Double number) {
            return NODES.numberNode(number);
        } else if (value instanceof BigDecimal number) {
            return NODES.numberNode(number);
        } else if (value instanceof BigInteger number) {
            return NODES.numberNode(number);
        } else if (value instanceof Enum<?> constant) {
            return NODES.textNode(constant.name());
        } else if (value instanceof Collection<?> items) {
            ArrayNode array = NODES.arrayNode();
            for (Object item : items) {
                array.add(of(item));
            }
            return array;
        } else if (value instanceof Map<?, ?> map) {
            ObjectNode object = NODES.objectNode();
            map.forEach((key, item) -> object.set(String.valueOf(key), of(item)));
            return object;
        } else if (value instanceof Record record) {
            ObjectNode object = NODES.objectNode();
            for (RecordComponent component : record.getClass().getRecordComponents()) {
                object.set(component.getName(), of(read(component, record)));
            }
            return object;
        }
        // report.json's facts are all of the kinds above: another is a mistake here, not in the user's input
        throw new IllegalArgumentException("report.json cannot write a " + value.getClass().getSimpleName());
    }

    private static Object read(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("the record's " + component.getName() + " cannot be read", e);
        }
    }
}
