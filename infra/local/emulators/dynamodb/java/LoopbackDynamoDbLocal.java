import java.lang.reflect.Field;

/**
 * Starts Amazon DynamoDB Local exactly as its own main class does (same command-line flags, through its
 * public embedding API ServerRunner.createServerFromCommandLineArgs), but with Jetty's connectors bound
 * to one host instead of every interface: DynamoDB Local has no bind-address flag and builds its Jetty
 * server with `new Server(port)`, whose connector listens on the wildcard address.
 *
 * Usage: java -cp DynamoDBLocal.jar:DynamoDBLocal_lib/* LoopbackDynamoDbLocal.java <host> <DynamoDB Local flags…>
 * Reflection only (no compile-time dependency on the jar), so it also compiles without a classpath.
 */
public final class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    if (args.length < 1) throw new IllegalArgumentException("usage: <host> <DynamoDB Local flags…>");
    String host = args[0];
    String[] flags = java.util.Arrays.copyOfRange(args, 1, args.length);
    Class<?> runner = Class.forName("software.amazon.dynamodb.services.local.main.ServerRunner");
    Object proxy = runner.getMethod("createServerFromCommandLineArgs", String[].class).invoke(null, (Object) flags);
    Field serverField = proxy.getClass().getDeclaredField("server");
    serverField.setAccessible(true);
    Object jetty = serverField.get(proxy);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local created no connector");
    Class<?> network = Class.forName("org.eclipse.jetty.server.AbstractNetworkConnector");
    for (Object connector : connectors) {
      // Every connector must be bound, or the loopback promise does not hold: fail instead of listening.
      if (!network.isInstance(connector)) throw new IllegalStateException("unexpected connector " + connector);
      network.getMethod("setHost", String.class).invoke(connector, host);
    }
    proxy.getClass().getMethod("start").invoke(proxy);
    System.out.println("DynamoDB Local listening on " + host + " (" + connectors.length + " connector)");
  }
}
