/**
 * WebMCP (https://webmachinelearning.github.io/webmcp/): the site's tools for AI agents in the
 * browser. The lead forms and the calculator are declarative tools (toolname/tooldescription
 * attributes on their forms); the price estimate is also an imperative tool registered through
 * `document.modelContext` (or the older `navigator.modelContext`) where the browser has it
 * (app/content/webmcp-price-tool.ts). This module holds what every form needs and nothing heavier.
 * See docs/decisions/014-agents.md.
 */
declare module "react" {
  interface FormHTMLAttributes<T> extends HTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
    /** A boolean attribute: pass "" to set it. */
    toolautosubmit?: "";
  }
  interface InputHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface SelectHTMLAttributes<T> extends HTMLAttributes<T> {
    toolparamdescription?: string;
  }
}

export interface ModelContextTool {
  name: string;
  description: string;
  inputSchema: object;
  annotations?: { readOnlyHint?: boolean };
  execute: (input: Record<string, unknown>) => Promise<unknown> | unknown;
}

interface ModelContext {
  registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal }): Promise<void> | void;
  unregisterTool?(name: string): void;
}

const LEAD_TOOL_NAME = "request_courier_quote";
const CALCULATOR_TOOL_NAME = "delivery_price_calculator";

/** The attributes of a lead form: a declarative tool whose submit goes through the person's path. */
export const leadFormTool = {
  toolname: LEAD_TOOL_NAME,
  tooldescription:
    "Sends the person’s contact request to the courier company (Israel): a name and an Israeli phone number, optionally pickup and destination addresses. " +
    "The company calls back or continues in WhatsApp. Submit only with the person’s consent to the privacy policy (/privacy).",
} as const;

/** toolparamdescription of the lead form's fields where the visible label is not enough. */
export const leadParamDescriptions = {
  phone: "Israeli phone number, digits with optional dashes, spaces or +972, e.g. 050-1234567.",
  fromLocation: "Pickup address or city, free text, optional.",
  toLocation: "Destination address or city, free text, optional.",
  consent: "Check only if the person has read and agreed to the privacy policy and terms of use (/privacy).",
  website: "Always leave empty.",
} as const;

export const calculatorFormTool = {
  toolname: CALCULATOR_TOOL_NAME,
  tooldescription:
    "Shows an indicative delivery price and road distance between two Israeli cities in the page’s calculator. Prices in shekels; the final price may differ.",
} as const;

/** The page's model context, where the browser offers one. */
function modelContext(): ModelContext | undefined {
  if (typeof document === "undefined") return undefined;
  const doc = document as Document & { modelContext?: ModelContext };
  const nav = navigator as Navigator & { modelContext?: ModelContext };
  return doc.modelContext ?? nav.modelContext;
}

/** Whether the browser offers the page a model context (agents' tools can be registered). */
export function hasModelContext(): boolean {
  return modelContext() !== undefined;
}

/** Registers tools with the page's model context; the returned function unregisters them. */
export function registerTools(tools: ModelContextTool[]): () => void {
  const context = modelContext();
  if (!context) return () => {};
  const controller = new AbortController();
  const registered: string[] = [];
  for (const tool of tools) {
    try {
      const pending = context.registerTool(tool, { signal: controller.signal });
      if (pending && typeof pending.then === "function") {
        pending.catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn(`WebMCP: ${tool.name} not registered`, error);
        });
      } else registered.push(tool.name);
    } catch (error) {
      console.warn(`WebMCP: ${tool.name} not registered`, error);
    }
  }
  return () => {
    controller.abort();
    // The first API shape unregisters by name; the current one by the signal above.
    for (const name of registered) {
      try {
        context.unregisterTool?.(name);
      } catch {
        // Already gone.
      }
    }
  };
}

/** An agent-invoked form submission (WebMCP's SubmitEvent additions). */
interface AgentSubmitEvent extends Event {
  agentInvoked?: boolean;
  respondWith?: (response: Promise<unknown>) => void;
}

/**
 * For a submit an agent made through a declarative tool: hands the agent a response that the
 * form's handler settles with `reply`. For a person's submit, `reply` does nothing. Call it during
 * the submit event, after preventDefault.
 */
export function agentReply(event: Event): (message: unknown) => void {
  const submit = event as AgentSubmitEvent;
  if (!submit.agentInvoked || typeof submit.respondWith !== "function") return () => {};
  let settle: (message: unknown) => void = () => {};
  const response = new Promise<unknown>((resolve) => (settle = resolve));
  try {
    submit.respondWith(response);
  } catch {
    return () => {};
  }
  let replied = false;
  return (message) => {
    if (replied) return;
    replied = true;
    settle(message);
  };
}
