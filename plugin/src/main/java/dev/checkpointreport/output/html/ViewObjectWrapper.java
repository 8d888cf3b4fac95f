package dev.checkpointreport.output.html;

import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapper;
import freemarker.template.MethodCallAwareTemplateHashModel;
import freemarker.template.SimpleCollection;
import freemarker.template.TemplateCollectionModel;
import freemarker.template.TemplateHashModelEx;
import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModel;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * FreeMarker's default wrapper, except for the view's records: a template reads a record's values, and its
 * other public methods without arguments, by name, {@code table.caption} or {@code table.caption()}, as the
 * default wrapper lets it. The default wrapper finds them by bean introspection, which in a cold build costs
 * a tenth of a second for the two dozen records of a page; a record lists its methods itself.
 */
final class ViewObjectWrapper extends DefaultObjectWrapper {
    private static final Set<String> OBJECTS_OWN = Set.of("toString", "hashCode");
    /** A record's values by name: its components in order, then its other methods by name. */
    private static final ClassValue<Map<String, Method>> VALUES = new ClassValue<>() {
        @Override
        protected Map<String, Method> computeValue(Class<?> record) {
            Map<String, Method> values = new LinkedHashMap<>();
            for (RecordComponent component : record.getRecordComponents()) {
                values.put(component.getName(), component.getAccessor());
            }
            Map<String, Method> others = new TreeMap<>();
            for (Method method : record.getMethods()) {
                if (method.getParameterCount() == 0 && method.getReturnType() != void.class
                        && !Modifier.isStatic(method.getModifiers()) && method.getDeclaringClass() == record
                        && !OBJECTS_OWN.contains(method.getName())) {
                    others.put(method.getName(), method);
                }
            }
            others.forEach(values::putIfAbsent);
            for (Method value : values.values()) {
                // each is public, in a public record: without the check a call skips the walk to its caller
                value.trySetAccessible();
            }
            return values;
        }
    };

    ViewObjectWrapper() {
        super(Configuration.VERSION_2_3_34);
    }

    @Override
    protected TemplateModel handleUnknownType(Object object) throws TemplateModelException {
        if (object instanceof Record record && Modifier.isPublic(record.getClass().getModifiers())) {
            return new RecordModel(record);
        }
        return super.handleUnknownType(object);
    }

    /**
     * Whether {@code value} is one of the view's records, as this wrapper wraps them: assigned to a variable, it
     * holds no string a template made, and its {@code toString()}, the text of every table it holds, need not be made.
     */
    static boolean isRecord(TemplateModel value) {
        return value instanceof RecordModel;
    }

    /** A record as a hash of its values; printed, its {@code toString()}. */
    private final class RecordModel implements TemplateHashModelEx, MethodCallAwareTemplateHashModel,
            TemplateScalarModel {
        private final Record record;
        private final Map<String, Method> values;

        RecordModel(Record record) {
            this.record = record;
            this.values = VALUES.get(record.getClass());
        }

        @Override
        public TemplateModel get(String key) throws TemplateModelException {
            Method value = values.get(key);
            return value == null ? null : wrap(valueOf(value));
        }

        /** FreeMarker asks this only for a call without arguments, {@code x.heading()}: the value itself. */
        @Override
        public TemplateModel getBeforeMethodCall(String key) throws TemplateModelException {
            TemplateModel value = get(key);
            return value == null ? null : (TemplateMethodModelEx) arguments -> value;
        }

        private Object valueOf(Method value) throws TemplateModelException {
            try {
                return value.invoke(record);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new TemplateModelException("the view's " + value.getName() + "() failed", e);
            }
        }

        @Override
        public int size() {
            return values.size();
        }

        @Override
        public TemplateCollectionModel keys() {
            return new SimpleCollection(values.keySet(), ViewObjectWrapper.this);
        }

        @Override
        public TemplateCollectionModel values() throws TemplateModelException {
            List<Object> all = new ArrayList<>();
            for (Method value : values.values()) {
                all.add(valueOf(value));
            }
            return new SimpleCollection(all, ViewObjectWrapper.this);
        }

        @Override
        public boolean isEmpty() {
            return false;
        }

        @Override
        public String getAsString() {
            return record.toString();
        }
    }
}
