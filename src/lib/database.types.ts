export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      alert_deliveries: {
        Row: {
          attempts: number
          attempts_spared: number
          channel: string
          created_at: string
          id: string
          kind: string
          last_error: string | null
          last_error_at: string | null
          meeting_id: string | null
          meeting_sequence: number | null
          next_attempt_at: string
          posting_since: string | null
          provider_id: string | null
          recipient: string
          recipient_user_id: string | null
          sent_at: string | null
          status: string
          submission_id: string | null
          updated_at: string
          voice_call_report_id: string | null
        }
        Insert: {
          attempts?: number
          attempts_spared?: number
          channel: string
          created_at?: string
          id?: string
          kind: string
          last_error?: string | null
          last_error_at?: string | null
          meeting_id?: string | null
          meeting_sequence?: number | null
          next_attempt_at?: string
          posting_since?: string | null
          provider_id?: string | null
          recipient: string
          recipient_user_id?: string | null
          sent_at?: string | null
          status?: string
          submission_id?: string | null
          updated_at?: string
          voice_call_report_id?: string | null
        }
        Update: {
          attempts?: number
          attempts_spared?: number
          channel?: string
          created_at?: string
          id?: string
          kind?: string
          last_error?: string | null
          last_error_at?: string | null
          meeting_id?: string | null
          meeting_sequence?: number | null
          next_attempt_at?: string
          posting_since?: string | null
          provider_id?: string | null
          recipient?: string
          recipient_user_id?: string | null
          sent_at?: string | null
          status?: string
          submission_id?: string | null
          updated_at?: string
          voice_call_report_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "alert_deliveries_meeting_id_fkey"
            columns: ["meeting_id"]
            isOneToOne: false
            referencedRelation: "meetings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "alert_deliveries_submission_id_fkey"
            columns: ["submission_id"]
            isOneToOne: false
            referencedRelation: "contact_submissions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "alert_deliveries_voice_call_report_id_fkey"
            columns: ["voice_call_report_id"]
            isOneToOne: false
            referencedRelation: "voice_call_reports"
            referencedColumns: ["id"]
          },
        ]
      }
      alert_preferences: {
        Row: {
          receive: string
          taking_leads: boolean
          time_zone: string
          updated_at: string
          user_id: string
        }
        Insert: {
          receive?: string
          taking_leads?: boolean
          time_zone?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          receive?: string
          taking_leads?: boolean
          time_zone?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      alert_settings: {
        Row: {
          backoff_base_ms: number
          backoff_max_ms: number
          escalate_after_minutes: number
          id: boolean
          lease_seconds: number
          max_attempts: number
          time_zone: string
        }
        Insert: {
          backoff_base_ms?: number
          backoff_max_ms?: number
          escalate_after_minutes?: number
          id?: boolean
          lease_seconds?: number
          max_attempts?: number
          time_zone?: string
        }
        Update: {
          backoff_base_ms?: number
          backoff_max_ms?: number
          escalate_after_minutes?: number
          id?: boolean
          lease_seconds?: number
          max_attempts?: number
          time_zone?: string
        }
        Relationships: []
      }
      alert_worker_state: {
        Row: {
          channels: NonNullable<Json>
          id: boolean
          last_run_at: string | null
          worker: string | null
        }
        Insert: {
          channels?: NonNullable<Json>
          id?: boolean
          last_run_at?: string | null
          worker?: string | null
        }
        Update: {
          channels?: NonNullable<Json>
          id?: boolean
          last_run_at?: string | null
          worker?: string | null
        }
        Relationships: []
      }
      audit_events: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          details: NonNullable<Json>
          id: number
          occurred_at: string
          target_email: string | null
          target_id: string | null
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          details?: NonNullable<Json>
          id?: never
          occurred_at?: string
          target_email?: string | null
          target_id?: string | null
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          details?: NonNullable<Json>
          id?: never
          occurred_at?: string
          target_email?: string | null
          target_id?: string | null
        }
        Relationships: []
      }
      contact_submissions: {
        Row: {
          business: string
          created_at: string
          email: string
          fill_ms: number | null
          first_name: string
          first_response_at: string | null
          follow_up_asked: boolean
          honeypot: string | null
          id: string
          landing_page: string | null
          last_name: string
          last_note_at: string | null
          last_repeat_at: string | null
          locale: string
          meeting_host_name: string | null
          meeting_host_time_zone: string | null
          meeting_starts_at: string | null
          origin: string
          owner_email: string | null
          owner_id: string | null
          paid_click: boolean
          phone: string
          referrer_host: string | null
          repeat_count: number
          repeat_of: string | null
          request_id: string
          roi_aht: number | null
          roi_calls: number | null
          roi_wage: number | null
          roi_yearly_savings: number | null
          spam: boolean
          status: string
          tab_id: string | null
          utm_campaign: string | null
          utm_content: string | null
          utm_medium: string | null
          utm_source: string | null
          utm_term: string | null
        }
        Insert: {
          business: string
          created_at?: string
          email: string
          fill_ms?: number | null
          first_name: string
          first_response_at?: string | null
          follow_up_asked?: boolean
          honeypot?: string | null
          id?: string
          landing_page?: string | null
          last_name: string
          last_note_at?: string | null
          last_repeat_at?: string | null
          locale?: string
          meeting_host_name?: string | null
          meeting_host_time_zone?: string | null
          meeting_starts_at?: string | null
          origin?: string
          owner_email?: string | null
          owner_id?: string | null
          paid_click?: boolean
          phone: string
          referrer_host?: string | null
          repeat_count?: number
          repeat_of?: string | null
          request_id?: string
          roi_aht?: number | null
          roi_calls?: number | null
          roi_wage?: number | null
          roi_yearly_savings?: number | null
          spam?: boolean
          status?: string
          tab_id?: string | null
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
        }
        Update: {
          business?: string
          created_at?: string
          email?: string
          fill_ms?: number | null
          first_name?: string
          first_response_at?: string | null
          follow_up_asked?: boolean
          honeypot?: string | null
          id?: string
          landing_page?: string | null
          last_name?: string
          last_note_at?: string | null
          last_repeat_at?: string | null
          locale?: string
          meeting_host_name?: string | null
          meeting_host_time_zone?: string | null
          meeting_starts_at?: string | null
          origin?: string
          owner_email?: string | null
          owner_id?: string | null
          paid_click?: boolean
          phone?: string
          referrer_host?: string | null
          repeat_count?: number
          repeat_of?: string | null
          request_id?: string
          roi_aht?: number | null
          roi_calls?: number | null
          roi_wage?: number | null
          roi_yearly_savings?: number | null
          spam?: boolean
          status?: string
          tab_id?: string | null
          utm_campaign?: string | null
          utm_content?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          utm_term?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "contact_submissions_repeat_of_fkey"
            columns: ["repeat_of"]
            isOneToOne: false
            referencedRelation: "contact_submissions"
            referencedColumns: ["id"]
          },
        ]
      }
      erasure_log: {
        Row: {
          copies: NonNullable<Json>
          erased_at: string
          erased_by: string | null
          history_entries: number
          id: number
          repeat_requests: number
          site_events: number
          voice_events: number
          voice_pages: number
        }
        Insert: {
          copies?: NonNullable<Json>
          erased_at?: string
          erased_by?: string | null
          history_entries: number
          id?: never
          repeat_requests?: number
          site_events: number
          voice_events: number
          voice_pages: number
        }
        Update: {
          copies?: NonNullable<Json>
          erased_at?: string
          erased_by?: string | null
          history_entries?: number
          id?: never
          repeat_requests?: number
          site_events?: number
          voice_events?: number
          voice_pages?: number
        }
        Relationships: []
      }
      lead_events: {
        Row: {
          author_email: string | null
          author_id: string | null
          body: string | null
          created_at: string
          from_owner: string | null
          from_status: string | null
          id: string
          kind: string
          submission_id: string
          to_owner: string | null
          to_status: string | null
        }
        Insert: {
          author_email?: string | null
          author_id?: string | null
          body?: string | null
          created_at?: string
          from_owner?: string | null
          from_status?: string | null
          id?: string
          kind: string
          submission_id: string
          to_owner?: string | null
          to_status?: string | null
        }
        Update: {
          author_email?: string | null
          author_id?: string | null
          body?: string | null
          created_at?: string
          from_owner?: string | null
          from_status?: string | null
          id?: string
          kind?: string
          submission_id?: string
          to_owner?: string | null
          to_status?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "lead_events_submission_id_fkey"
            columns: ["submission_id"]
            isOneToOne: false
            referencedRelation: "contact_submissions"
            referencedColumns: ["id"]
          },
        ]
      }
      meeting_hosts: {
        Row: {
          created_at: string
          display_name: string
          time_zone: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          display_name: string
          time_zone?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          display_name?: string
          time_zone?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      meeting_hours: {
        Row: {
          ends: string
          id: string
          starts: string
          user_id: string
          weekday: number
        }
        Insert: {
          ends: string
          id?: string
          starts: string
          user_id: string
          weekday: number
        }
        Update: {
          ends?: string
          id?: string
          starts?: string
          user_id?: string
          weekday?: number
        }
        Relationships: [
          {
            foreignKeyName: "meeting_hours_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "meeting_hosts"
            referencedColumns: ["user_id"]
          },
        ]
      }
      meeting_settings: {
        Row: {
          buffer_minutes: number
          horizon_days: number
          id: boolean
          length_minutes: number
          notice_minutes: number
          updated_at: string
        }
        Insert: {
          buffer_minutes?: number
          horizon_days?: number
          id?: boolean
          length_minutes?: number
          notice_minutes?: number
          updated_at?: string
        }
        Update: {
          buffer_minutes?: number
          horizon_days?: number
          id?: boolean
          length_minutes?: number
          notice_minutes?: number
          updated_at?: string
        }
        Relationships: []
      }
      meetings: {
        Row: {
          booked_by: string
          cancel_token: string
          created_at: string
          ends_at: string
          held: unknown
          host_id: string
          id: string
          reschedule_token: string
          sequence: number
          starts_at: string
          status: string
          submission_id: string
          updated_at: string
          voice_call_id: string | null
        }
        Insert: {
          booked_by: string
          cancel_token?: string
          created_at?: string
          ends_at: string
          held: unknown
          host_id: string
          id?: string
          reschedule_token?: string
          sequence?: number
          starts_at: string
          status?: string
          submission_id: string
          updated_at?: string
          voice_call_id?: string | null
        }
        Update: {
          booked_by?: string
          cancel_token?: string
          created_at?: string
          ends_at?: string
          held?: unknown
          host_id?: string
          id?: string
          reschedule_token?: string
          sequence?: number
          starts_at?: string
          status?: string
          submission_id?: string
          updated_at?: string
          voice_call_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "meetings_host_id_fkey"
            columns: ["host_id"]
            isOneToOne: false
            referencedRelation: "meeting_hosts"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "meetings_submission_id_fkey"
            columns: ["submission_id"]
            isOneToOne: false
            referencedRelation: "contact_submissions"
            referencedColumns: ["id"]
          },
        ]
      }
      personalized_assistants: {
        Row: {
          assistant_id: string | null
          created_at: string
          id: string
          max_call_seconds: number
          name: string | null
          slug: string
          submission_id: string | null
        }
        Insert: {
          assistant_id?: string | null
          created_at?: string
          id?: string
          max_call_seconds?: number
          name?: string | null
          slug: string
          submission_id?: string | null
        }
        Update: {
          assistant_id?: string | null
          created_at?: string
          id?: string
          max_call_seconds?: number
          name?: string | null
          slug?: string
          submission_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "personalized_assistants_submission_id_fkey"
            columns: ["submission_id"]
            isOneToOne: false
            referencedRelation: "contact_submissions"
            referencedColumns: ["id"]
          },
        ]
      }
      site_daily: {
        Row: {
          day: string
          dimension: string
          events: number
          kind: string
          value: string
          visitors: number
        }
        Insert: {
          day: string
          dimension: string
          events: number
          kind: string
          value: string
          visitors: number
        }
        Update: {
          day?: string
          dimension?: string
          events?: number
          kind?: string
          value?: string
          visitors?: number
        }
        Relationships: []
      }
      site_daily_visits: {
        Row: {
          campaign: string
          day: string
          demo_requested: number
          form_started: number
          landing: string
          medium: string
          roi_results: number
          source: string
          visits: number
        }
        Insert: {
          campaign: string
          day: string
          demo_requested: number
          form_started: number
          landing: string
          medium: string
          roi_results: number
          source: string
          visits: number
        }
        Update: {
          campaign?: string
          day?: string
          demo_requested?: number
          form_started?: number
          landing?: string
          medium?: string
          roi_results?: number
          source?: string
          visits?: number
        }
        Relationships: []
      }
      site_events: {
        Row: {
          campaign: string | null
          duration_s: number | null
          id: number
          kind: string
          landing_page: string | null
          lead_id: string | null
          medium: string | null
          occurred_at: string
          page: string
          paid_click: boolean
          roi_calls: number | null
          source: string | null
          tab_id: string
          term: string | null
          visitor: string
        }
        Insert: {
          campaign?: string | null
          duration_s?: number | null
          id?: never
          kind: string
          landing_page?: string | null
          lead_id?: string | null
          medium?: string | null
          occurred_at?: string
          page: string
          paid_click?: boolean
          roi_calls?: number | null
          source?: string | null
          tab_id: string
          term?: string | null
          visitor: string
        }
        Update: {
          campaign?: string | null
          duration_s?: number | null
          id?: never
          kind?: string
          landing_page?: string | null
          lead_id?: string | null
          medium?: string | null
          occurred_at?: string
          page?: string
          paid_click?: boolean
          roi_calls?: number | null
          source?: string | null
          tab_id?: string
          term?: string | null
          visitor?: string
        }
        Relationships: [
          {
            foreignKeyName: "site_events_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "contact_submissions"
            referencedColumns: ["id"]
          },
        ]
      }
      unmatched_voice_call_reports: {
        Row: {
          claimed_call_id: string | null
          cost: number | null
          duration_seconds: number | null
          ended_at: string | null
          ended_reason: string | null
          id: string
          outcome: Json | null
          provider_call_id: string
          received_at: string
          recording_url: string | null
          started_at: string | null
          summary: string | null
          transcript: NonNullable<Json>
        }
        Insert: {
          claimed_call_id?: string | null
          cost?: number | null
          duration_seconds?: number | null
          ended_at?: string | null
          ended_reason?: string | null
          id?: string
          outcome?: Json | null
          provider_call_id: string
          received_at?: string
          recording_url?: string | null
          started_at?: string | null
          summary?: string | null
          transcript?: NonNullable<Json>
        }
        Update: {
          claimed_call_id?: string | null
          cost?: number | null
          duration_seconds?: number | null
          ended_at?: string | null
          ended_reason?: string | null
          id?: string
          outcome?: Json | null
          provider_call_id?: string
          received_at?: string
          recording_url?: string | null
          started_at?: string | null
          summary?: string | null
          transcript?: NonNullable<Json>
        }
        Relationships: []
      }
      voice_call_reports: {
        Row: {
          call_id: string
          cost: number | null
          duration_seconds: number | null
          ended_at: string | null
          ended_reason: string | null
          id: string
          outcome: Json | null
          page_id: string
          provider_call_id: string
          received_at: string
          recording_url: string | null
          started_at: string | null
          submission_id: string | null
          summary: string | null
          transcript: NonNullable<Json>
        }
        Insert: {
          call_id: string
          cost?: number | null
          duration_seconds?: number | null
          ended_at?: string | null
          ended_reason?: string | null
          id?: string
          outcome?: Json | null
          page_id: string
          provider_call_id: string
          received_at?: string
          recording_url?: string | null
          started_at?: string | null
          submission_id?: string | null
          summary?: string | null
          transcript?: NonNullable<Json>
        }
        Update: {
          call_id?: string
          cost?: number | null
          duration_seconds?: number | null
          ended_at?: string | null
          ended_reason?: string | null
          id?: string
          outcome?: Json | null
          page_id?: string
          provider_call_id?: string
          received_at?: string
          recording_url?: string | null
          started_at?: string | null
          submission_id?: string | null
          summary?: string | null
          transcript?: NonNullable<Json>
        }
        Relationships: [
          {
            foreignKeyName: "voice_call_reports_page_id_fkey"
            columns: ["page_id"]
            isOneToOne: false
            referencedRelation: "personalized_assistants"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "voice_call_reports_submission_id_fkey"
            columns: ["submission_id"]
            isOneToOne: false
            referencedRelation: "contact_submissions"
            referencedColumns: ["id"]
          },
        ]
      }
      voice_events: {
        Row: {
          call_id: string | null
          created_at: string
          duration_s: number | null
          ended_by: string | null
          id: string
          kind: string
          page_id: string
        }
        Insert: {
          call_id?: string | null
          created_at?: string
          duration_s?: number | null
          ended_by?: string | null
          id?: string
          kind: string
          page_id: string
        }
        Update: {
          call_id?: string | null
          created_at?: string
          duration_s?: number | null
          ended_by?: string | null
          id?: string
          kind?: string
          page_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "voice_events_page_id_fkey"
            columns: ["page_id"]
            isOneToOne: false
            referencedRelation: "personalized_assistants"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      add_lead_note: {
        Args: { p_body: string; p_submission_id: string }
        Returns: {
          author_email: string | null
          author_id: string | null
          body: string | null
          created_at: string
          from_owner: string | null
          from_status: string | null
          id: string
          kind: string
          submission_id: string
          to_owner: string | null
          to_status: string | null
        }
        SetofOptions: {
          from: "*"
          to: "lead_events"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      alert_call_reports: {
        Args: { p_ids: Json }
        Returns: {
          delivery_id: string
          duration_seconds: number
          ended_reason: string
          outcome: Json
          report_id: string
          started_at: string
          summary: string
          transcript: Json
        }[]
      }
      alert_channel_health: {
        Args: Record<PropertyKey, never>
        Returns: {
          channel: string
          detail: string
          failed_last_day: number
          last_error: string
          last_failed_at: string
          last_sent_at: string
          ready: boolean
          retrying: number
          waiting: number
          worker_seen_at: string
        }[]
      }
      assistant_book_meeting: {
        Args: { p_starts_at: string; p_voice_call_id: string }
        Returns: Json
      }
      begin_alert_post: {
        Args: { p_attempt: number; p_id: string }
        Returns: boolean
      }
      book_meeting: {
        Args: { p_lead_key: string; p_starts_at: string }
        Returns: Json
      }
      booking_slots: {
        Args: { p_reschedule_token?: string }
        Returns: {
          ends_at: string
          starts_at: string
        }[]
      }
      cancel_meeting: { Args: { p_token: string }; Returns: Json }
      claim_alert_deliveries: {
        Args: { p_channels: Json; p_limit?: number; p_worker: string }
        Returns: {
          attempt: number
          backoff_base_ms: number
          backoff_max_ms: number
          business: string
          channel: string
          created_at: string
          email: string
          first_name: string
          id: string
          kind: string
          last_name: string
          locale: string
          max_attempts: number
          phone: string
          recipient: string
          repeat_of: string
          reply_due_at: string
          submission_id: string
          time_zone: string
        }[]
      }
      erase_lead: {
        Args: { p_id: string }
        Returns: {
          copies: NonNullable<Json>
          erased_at: string
          erased_by: string | null
          history_entries: number
          id: number
          repeat_requests: number
          site_events: number
          voice_events: number
          voice_pages: number
        }
        SetofOptions: {
          from: "*"
          to: "erasure_log"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      get_personalized_assistant: {
        Args: { p_slug: string }
        Returns: {
          assistant_id: string
          max_call_seconds: number
          name: string
          slug: string
        }[]
      }
      growth_report: { Args: { p_from: string; p_to: string }; Returns: Json }
      ingest_event: { Args: { "": string }; Returns: undefined }
      lead_booking_key: { Args: { p_delivery_id: string }; Returns: string }
      lead_counts: {
        Args: {
          p_locale?: string
          p_min_savings?: number
          p_owner?: string
          p_search?: string
        }
        Returns: Database["public"]["CompositeTypes"]["lead_counts_result"]
        SetofOptions: {
          from: "*"
          to: "lead_counts_result"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      lead_journey: {
        Args: { p_id: string }
        Returns: {
          at: string
          calls: number
          campaign: string
          kind: string
          medium: string
          page: string
          seconds: number
          source: string
          term: string
        }[]
      }
      lead_owner_choices: {
        Args: { p_submission_id: string }
        Returns: {
          email: string
          taking_leads: boolean
          user_id: string
        }[]
      }
      lead_response_by_owner: {
        Args: { p_days?: number }
        Returns: {
          answered: number
          median_seconds: number
          owner_email: string
          owner_id: string
        }[]
      }
      lead_response_stats: {
        Args: { p_days?: number }
        Returns: Database["public"]["CompositeTypes"]["lead_response_stats_result"]
        SetofOptions: {
          from: "*"
          to: "lead_response_stats_result"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      meeting_email: { Args: { p_delivery_id: string }; Returns: Json }
      meeting_feeds_due: {
        Args: Record<PropertyKey, never>
        Returns: {
          from_at: string
          time_zone: string
          until_at: string
          url: string
          user_id: string
        }[]
      }
      meeting_for_link: { Args: { p_token: string }; Returns: Json }
      my_meeting_hours: { Args: Record<PropertyKey, never>; Returns: Json }
      next_alert_due_at: { Args: Record<PropertyKey, never>; Returns: string }
      note_failed_sign_in: { Args: { p_email: string }; Returns: undefined }
      note_refused_demo_request: {
        Args: { p_email: string }
        Returns: undefined
      }
      reassign_lead: {
        Args: { p_owner_id: string; p_reason: string; p_submission_id: string }
        Returns: {
          author_email: string | null
          author_id: string | null
          body: string | null
          created_at: string
          from_owner: string | null
          from_status: string | null
          id: string
          kind: string
          submission_id: string
          to_owner: string | null
          to_status: string | null
        }
        SetofOptions: {
          from: "*"
          to: "lead_events"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_alert_delivery: {
        Args: {
          p_attempt: number
          p_detail?: string
          p_id: string
          p_outcome: string
          p_provider_id?: string
          p_retry_in_ms?: number
        }
        Returns: string
      }
      record_audit_export: {
        Args: { p_rows: number }
        Returns: {
          action: string
          actor_email: string | null
          actor_id: string | null
          details: NonNullable<Json>
          id: number
          occurred_at: string
          target_email: string | null
          target_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "audit_events"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_lead_export: {
        Args: { p_rows: number }
        Returns: {
          action: string
          actor_email: string | null
          actor_id: string | null
          details: NonNullable<Json>
          id: number
          occurred_at: string
          target_email: string | null
          target_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "audit_events"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_meeting_feed: {
        Args: {
          p_busy: Json
          p_error: string
          p_url: string
          p_user_id: string
        }
        Returns: boolean
      }
      record_sign_in: {
        Args: { p_enrolled?: boolean; p_succeeded: boolean }
        Returns: undefined
      }
      record_team_action: {
        Args: {
          p_action: string
          p_actor_id: string
          p_details?: Json
          p_target_id: string
        }
        Returns: {
          action: string
          actor_email: string | null
          actor_id: string | null
          details: NonNullable<Json>
          id: number
          occurred_at: string
          target_email: string | null
          target_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "audit_events"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_voice_call_report: { Args: { p_report: Json }; Returns: string }
      record_voice_event: {
        Args: {
          p_call_id?: string
          p_duration_s?: number
          p_ended_by?: string
          p_kind: string
          p_slug: string
        }
        Returns: undefined
      }
      record_voice_heartbeat: {
        Args: { p_call_id: string; p_slug: string; p_talk_seconds: number }
        Returns: undefined
      }
      refused_demo_requests: {
        Args: { p_days: number }
        Returns: {
          attempts: number
          email: string
          first_refused_at: string
          last_refused_at: string
          limit_kind: string
        }[]
      }
      request_and_book_meeting: {
        Args: {
          p_email: string
          p_fill_ms: number
          p_first_name: string
          p_honeypot: string
          p_last_name: string
          p_locale: string
          p_request_id: string
          p_starts_at: string
          p_visit: Json
        }
        Returns: Json
      }
      reschedule_meeting: {
        Args: { p_starts_at: string; p_token: string }
        Returns: Json
      }
      save_alert_preference: {
        Args: { p_receive: string; p_time_zone: string }
        Returns: {
          receive: string
          taking_leads: boolean
          time_zone: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "alert_preferences"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      save_my_meeting_hours: {
        Args: {
          p_calendar_url: string
          p_display_name: string
          p_hours: Json
          p_time_zone: string
        }
        Returns: Json
      }
      save_team_settings: {
        Args: { p_idle_minutes: number; p_two_step_required: boolean }
        Returns: {
          idle_minutes: number
          two_step_required: boolean
        }[]
      }
      send_test_alert: {
        Args: Record<PropertyKey, never>
        Returns: {
          attempts: number
          attempts_spared: number
          channel: string
          created_at: string
          id: string
          kind: string
          last_error: string | null
          last_error_at: string | null
          meeting_id: string | null
          meeting_sequence: number | null
          next_attempt_at: string
          posting_since: string | null
          provider_id: string | null
          recipient: string
          recipient_user_id: string | null
          sent_at: string | null
          status: string
          submission_id: string | null
          updated_at: string
          voice_call_report_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "alert_deliveries"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      set_taking_leads: {
        Args: { p_taking: boolean; p_time_zone: string }
        Returns: {
          receive: string
          taking_leads: boolean
          time_zone: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "alert_preferences"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      staff_book_meeting: {
        Args: { p_starts_at: string; p_submission_id: string }
        Returns: Json
      }
      staff_cancel_meeting: { Args: { p_meeting_id: string }; Returns: Json }
      staff_move_meeting: {
        Args: { p_meeting_id: string; p_starts_at: string }
        Returns: Json
      }
      team_admin: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          user_id: string
        }[]
      }
      team_settings: {
        Args: Record<PropertyKey, never>
        Returns: {
          idle_minutes: number
          two_step_required: boolean
        }[]
      }
      voice_call_meeting: { Args: { p_voice_call_id: string }; Returns: Json }
      voice_page_activity: {
        Args: Record<PropertyKey, never>
        Returns: {
          assistant_id: string
          conversation_count: number
          created_at: string
          id: string
          last_activity_at: string
          last_opened_at: string
          max_call_seconds: number
          name: string
          opened_count: number
          slug: string
          submission_id: string
          talk_seconds: number
        }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      lead_counts_result: {
        all: number | null
        new: number | null
        contacted: number | null
        qualified: number | null
        won: number | null
        lost: number | null
        overdue: number | null
        unanswered: number | null
        spam: number | null
        repeats: number | null
      }
      lead_response_stats_result: {
        answered_within: number | null
        judged: number | null
        median_seconds: number | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
