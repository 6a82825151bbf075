import { useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useLocation, useRevalidator } from "react-router";
import { idleMessages, nextPhaseIn, sessionPhase, signInAgainHref, type SessionClock } from "../../lib/idle-timeout.ts";
import { Button } from "../ui/button.tsx";
import { adminButton, busyClass } from "./styles.ts";

/** When the session ends unused, on this tab's clock, and how long before it the notice shows. */
interface Deadline {
  at: number;
  noticeMs: number;
}

function deadlineOf(session: SessionClock | null): Deadline | null {
  return session ? { at: Date.now() + session.msLeft, noticeMs: session.noticeMs } : null;
}

/** Admin tabs tell each other of a later end (the owner at work in another tab keeps this one's session alive too). */
const CHANNEL = "admin-session-end";

/**
 * The session's end as the layout's loader last said it (every reload says it again), moved later
 * when another admin tab hears of a later one; and whether it has passed. Once ended, the tab
 * stays so until the owner signs in again.
 */
export function useIdleTimeout(session: SessionClock | null): { deadline: Deadline | null; ended: boolean } {
  // The end is fixed on this tab's clock when the loader's answer arrives (adjusted during render, not in an effect).
  const [heard, setHeard] = useState(session);
  const [deadline, setDeadline] = useState(() => deadlineOf(session));
  if (session !== heard) {
    setHeard(session);
    setDeadline(deadlineOf(session));
  }
  const [ended, setEnded] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const open = new BroadcastChannel(CHANNEL);
    open.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (typeof data === "number") setDeadline((mine) => (mine && data > mine.at ? { ...mine, at: data } : mine));
    };
    channel.current = open;
    return () => {
      channel.current = null;
      open.close();
    };
  }, []);

  // The other admin tabs hear of the end this answer set.
  useEffect(() => {
    if (deadline) channel.current?.postMessage(deadline.at);
  }, [deadline]);

  useEffect(() => {
    if (!deadline || ended) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer in a background tab may fire late: the tab checks again when it is shown.
    const check = () => {
      clearTimeout(timer);
      const left = deadline.at - Date.now();
      if (left <= 0) setEnded(true);
      else timer = setTimeout(check, left);
    };
    check();
    document.addEventListener("visibilitychange", check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [deadline, ended]);

  return { deadline, ended };
}

/** The lead's dialog, when one is open: anything outside a modal dialog is hidden behind it and out of reach. */
function openDialog(): HTMLDialogElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>("dialog:modal");
  return open[open.length - 1] ?? null;
}

/**
 * Shortly before the session ends unused: a calm notice, said politely (a status, never an alert
 * that takes the focus), with a button that keeps the session by a reload the owner asked for.
 * It sits at the foot of the page, or of the lead's dialog when one is open, in the flow: scrolled
 * to the end, it covers nothing.
 */
export function IdleNotice({ deadline }: { deadline: Deadline }) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<string | null>(null);
  const [host, setHost] = useState<HTMLDialogElement | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const left = deadline.at - Date.now();
      const ending = sessionPhase(left, deadline.noticeMs) === "ending";
      setMessage(ending ? idleMessages.ending(left) : null);
      setHost(ending ? openDialog() : null);
      const next = ending ? Math.min(1000, left) : nextPhaseIn(left, deadline.noticeMs);
      if (next !== null) timer = setTimeout(check, next);
    };
    check();
    document.addEventListener("visibilitychange", check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [deadline]);

  if (message === null) return null;
  const box = (
    <NoticeBox key={host ? "dialog" : "page"} message={message} inDialog={!!host}>
      <Button
        type="button"
        variant={adminButton.primary}
        className={busyClass}
        disabled={revalidator.state === "loading"}
        onClick={() => void revalidator.revalidate()}
      >
        {idleMessages.stay}
      </Button>
    </NoticeBox>
  );
  return host ? createPortal(box, host) : box;
}

/** A live region is heard when its words change, not when it appears with them: the words follow a moment after the box. */
function NoticeBox({ message, inDialog, children }: { message: string; inDialog: boolean; children: ReactNode }) {
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSpeaking(true), 100);
    return () => clearTimeout(timer);
  }, []);
  const frame = inDialog ? "-mx-1 rounded-lg border" : "border-t px-3 sm:px-6";
  return (
    <div
      role="status"
      data-idle-notice
      className={`sticky bottom-0 z-30 mt-4 border-brand-200 bg-brand-50 py-3 text-brand-900 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] ${frame}`}
    >
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-2">
        <p className="min-w-0 flex-1 basis-60">{speaking ? message : null}</p>
        {children}
      </div>
    </div>
  );
}

/** The session has ended: said on the tab, in place of the screen (its leads leave the page), with a way back to it. */
export function SessionEndedNotice() {
  const { pathname, search } = useLocation();
  return (
    <section
      role="status"
      aria-labelledby="session-ended-title"
      className="mx-auto max-w-md rounded-card border border-gray-200 bg-white p-6 text-center shadow-sm"
    >
      <h1 id="session-ended-title" className="text-xl font-bold text-brand-800">
        {idleMessages.endedTitle}
      </h1>
      <p className="mt-2">{idleMessages.endedBody}</p>
      <a href={signInAgainHref(pathname, search)} className={`${adminButton.primary} mt-4`}>
        {idleMessages.signInAgain}
      </a>
    </section>
  );
}
