package dev.checkpointreport.flink.scrape;

import java.io.File;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.maven.plugin.Mojo;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * A goal of the plugin configured as Maven configures it for {@code mvn checkpoint:GOAL -Dkey=value} in a project
 * whose POM gives the plugin a {@code <configuration>}: the plugin's descriptor ({@code META-INF/maven/plugin.xml})
 * names the parameter each {@code ${property}} sets, and each value is set by the parameter's setter, else its field,
 * a relative path resolved against the project's folder; of the plugin's {@code <configuration>}, the parameters the
 * goal has. Enough for the scrape goal's strings, files and lists.
 */
final class MavenGoal {

    private MavenGoal() {
    }

    /** The goal {@code goal} of the plugin whose prefix is {@code checkpoint}, configured in the project {@code basedir}. */
    static Mojo configure(String goal, Path basedir, Map<String, String> properties, Map<String, Object> configuration)
            throws Exception {
        Element mojo = descriptor(goal);
        Mojo instance = (Mojo) Class.forName(text(mojo, "implementation")).getDeclaredConstructor().newInstance();
        set(instance, "basedir", basedir.toFile());
        Element parameters = (Element) mojo.getElementsByTagName("configuration").item(0);
        for (Node node = parameters.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element parameter) {
                String expression = parameter.getTextContent().strip();
                String value = properties.get(expression.replaceAll("^\\$\\{(.*)}$", "$1"));
                if (value != null && expression.startsWith("${")) {
                    set(instance, parameter.getTagName(), value, basedir);
                }
            }
        }
        // as Maven gives a plugin's <configuration> to each goal: the parameters the goal has, and no others
        for (Map.Entry<String, Object> given : configuration.entrySet()) {
            if (parameters.getElementsByTagName(given.getKey()).getLength() > 0) {
                set(instance, given.getKey(), given.getValue());
            }
        }
        return instance;
    }

    private static Element descriptor(String goal) throws Exception {
        Enumeration<URL> descriptors = MavenGoal.class.getClassLoader().getResources("META-INF/maven/plugin.xml");
        while (descriptors.hasMoreElements()) {
            Document plugin;
            try (InputStream in = descriptors.nextElement().openStream()) {
                plugin = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
            }
            if (!"checkpoint".equals(text(plugin.getDocumentElement(), "goalPrefix"))) {
                continue;
            }
            NodeList mojos = plugin.getElementsByTagName("mojo");
            for (int i = 0; i < mojos.getLength(); i++) {
                Element mojo = (Element) mojos.item(i);
                if (goal.equals(text(mojo, "goal"))) {
                    return mojo;
                }
            }
        }
        throw new AssertionError("no plugin with the prefix checkpoint and the goal " + goal + " on the classpath");
    }

    private static String text(Element parent, String child) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(child)) {
                return element.getTextContent().strip();
            }
        }
        return null;
    }

    private static void set(Object mojo, String name, String value, Path basedir) throws Exception {
        Field field = field(mojo.getClass(), name);
        Class<?> type = field == null ? String.class : field.getType();
        Object typed = type == File.class ? basedir.resolve(value).toFile()
                : type == boolean.class ? Boolean.parseBoolean(value)
                : type == List.class ? List.of(value.split(",")) : value;
        set(mojo, name, typed);
    }

    /** As Maven does: the setter {@code setName}, else the field {@code name}. */
    private static void set(Object mojo, String name, Object value) throws Exception {
        String setter = "set" + name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
        for (Method method : mojo.getClass().getMethods()) {
            if (method.getName().equals(setter) && method.getParameterCount() == 1) {
                method.invoke(mojo, value);
                return;
            }
        }
        Field field = field(mojo.getClass(), name);
        if (field == null) {
            throw new AssertionError("the goal has no parameter " + name);
        }
        field.setAccessible(true);
        field.set(mojo, value);
    }

    private static Field field(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            try {
                return c.getDeclaredField(name);
            } catch (NoSuchFieldException next) {
                // a parameter of a superclass
            }
        }
        return null;
    }
}
