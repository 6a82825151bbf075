import { redirect } from "react-router";
import { ADMIN_PATH } from "../../../lib/paths.ts";

/** A lead change is posted; a visit to its address goes to the leads. */
export const backToLeads = () => redirect(ADMIN_PATH);
