import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

/**
 * An HTTP server for `app` whose requests and answers are made with the app's own prototypes
 * (`app.request`, `app.response`), as `app.listen` makes one with Node's. Express gives every
 * request and answer those prototypes as it takes them (Object.setPrototypeOf in app.handle); on
 * objects Node made with its own, that change costs V8 a new map each time, and what they hold is
 * kept through young collections until a full one. A one-route Express 5 app on this machine
 * answered 10,500 GETs a second that way, 3 MB promoted at every young collection, and 42,500 with
 * its requests made like this, nothing promoted (issue 42, item 1). Express's change is then a
 * change to the prototype the object already has: nothing.
 */
export function expressServer(app: Express): Server {
  // Node's own constructors run on the new object (Reflect.apply), as its subclasses' do. That
  // needs them to be functions, as they are in Node 20: a class cannot be applied, so a Node that
  // made them classes gets app.listen's server. Reflect.construct, which would serve a class too,
  // made these objects slower than setPrototypeOf did (7,000 GETs a second).
  if (!appliesToOtherObjects(IncomingMessage) || !appliesToOtherObjects(ServerResponse)) {
    return createServer(app);
  }
  function Request(this: IncomingMessage, ...args: unknown[]): void {
    Reflect.apply(IncomingMessage, this, args);
  }
  Request.prototype = app.request;
  function Response(this: ServerResponse, ...args: unknown[]): void {
    Reflect.apply(ServerResponse, this, args);
  }
  Response.prototype = app.response;
  return createServer(
    {
      IncomingMessage: Request as unknown as typeof IncomingMessage,
      ServerResponse: Response as unknown as typeof ServerResponse,
    },
    app,
  );
}

/** Whether a constructor can be applied to an object made elsewhere: a function, not a class. */
export function appliesToOtherObjects(
  constructor: abstract new (...args: never[]) => unknown,
): boolean {
  return !/^class\b/.test(Function.prototype.toString.call(constructor));
}
